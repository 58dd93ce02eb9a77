import { useId } from 'react';
import type { TContentSection } from '../lib/use-content';

/** A section to render; `id` makes it a link target (tables of contents, #anchors). */
export type TSectionView = TContentSection & { id?: string };

type ContentSectionsProps = {
  sections: TSectionView[];
  /** Heading level of each section title, so the outline follows the page's own headings. */
  level?: 2 | 3;
  /** Renders the sections as an ordered list of steps with a number badge. */
  numbered?: boolean;
};

/** Paragraphs and an optional bullet list: the body of every long-form section. */
export function ContentProse({ paragraphs, items }: Pick<TContentSection, 'paragraphs' | 'items'>) {
  return (
    <>
      {paragraphs?.map((paragraph, index) => (
        <p key={index} className="mt-3 leading-relaxed text-ink/90 first:mt-0">
          {paragraph}
        </p>
      ))}
      {items && items.length > 0 && (
        <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink/90 marker:text-primary">
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function SectionBody({ section, headingId, level }: { section: TSectionView; headingId: string; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading id={headingId} className={level === 2 ? 'text-2xl font-bold text-ink' : 'text-lg font-semibold text-ink'}>
        {section.title}
      </Heading>
      <div className="mt-3">
        <ContentProse paragraphs={section.paragraphs} items={section.items} />
      </div>
    </>
  );
}

/**
 * The one renderer for long-form copy (about, terms, guides, news, chapters, how-it-works
 * steps): titled sections of paragraphs and bullet lists, each labelled by its heading.
 */
export function ContentSections({ sections, level = 2, numbered = false }: ContentSectionsProps) {
  const baseId = useId();
  const headingId = (section: TSectionView, index: number) => (section.id ? `${section.id}-title` : `${baseId}-${index}`);

  if (numbered) {
    // An ordered list already tells screen readers "1 of 6", so the badge is decoration.
    return (
      <ol className="flex flex-col gap-6">
        {sections.map((section, index) => (
          <li key={section.id ?? index} id={section.id} className="flex scroll-mt-24 gap-4">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <SectionBody section={section} headingId={headingId(section, index)} level={level} />
            </div>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className="flex flex-col gap-10">
      {sections.map((section, index) => (
        <section key={section.id ?? index} id={section.id} aria-labelledby={headingId(section, index)} className="scroll-mt-24">
          <SectionBody section={section} headingId={headingId(section, index)} level={level} />
        </section>
      ))}
    </div>
  );
}
