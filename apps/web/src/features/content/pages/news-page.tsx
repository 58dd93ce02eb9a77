import { Page } from '../../../ui/page';
import { ContentProse } from '../components/content-sections';
import { ExpandableArticle } from '../components/expandable-article';
import { NEWS_POSTS } from '../data/pages';
import { useFormatDay } from '../../../lib/format/format-date';
import { useContent } from '../lib/use-content';

type Post = { title: string; summary: string; paragraphs: string[] };

/** /news: company news, newest first, each post readable in full on the page. */
export default function NewsPage() {
  const { t, entry } = useContent('news');
  const formatDate = useFormatDay('long');
  return (
    <Page title={t('title')} lead={t('lead')} width="prose">
      <div className="flex flex-col gap-6">
        {NEWS_POSTS.map(({ id, date }) => {
          const post = entry<Post>(`posts.${id}`, { title: '', summary: '', paragraphs: [] });
          return (
            <ExpandableArticle
              key={id}
              id={id}
              title={post.title}
              summary={post.summary}
              meta={<time dateTime={date}>{formatDate(date)}</time>}
              moreLabel={t('readMore')}
              lessLabel={t('showLess')}
            >
              <ContentProse paragraphs={post.paragraphs} />
            </ExpandableArticle>
          );
        })}
      </div>
    </Page>
  );
}
