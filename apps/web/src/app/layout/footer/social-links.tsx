import { useTranslation } from 'react-i18next';
import { SOCIAL_LINKS, type SocialId } from './footer-links';

/** Simple monochrome marks, drawn in currentColor so they follow the footer's text colour. */
const ICONS: Record<SocialId, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H17l.5-4h-4V8.8c0-.5.3-.8.5-.8z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM17 6a1.1 1.1 0 1 0 0 2.2A1.1 1.1 0 0 0 17 6zM16.5 2h-9A5.5 5.5 0 0 0 2 7.5v9A5.5 5.5 0 0 0 7.5 22h9a5.5 5.5 0 0 0 5.5-5.5v-9A5.5 5.5 0 0 0 16.5 2zm3.5 14.5a3.5 3.5 0 0 1-3.5 3.5h-9A3.5 3.5 0 0 1 4 16.5v-9A3.5 3.5 0 0 1 7.5 4h9A3.5 3.5 0 0 1 20 7.5z',
  linkedin:
    'M4.5 3a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM3 9h3v12H3zm6 0h3v1.7c.5-.9 1.7-2 3.6-2 3.8 0 4.4 2.5 4.4 5.7V21h-3v-5.8c0-1.4 0-3.2-2-3.2s-2.3 1.5-2.3 3.1V21H9z',
  youtube:
    'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12a31 31 0 0 0 .4 3.8 3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15.2V8.8l5.2 3.2z',
  wechat:
    'M9 3.5C4.9 3.5 1.6 6.3 1.6 9.7c0 1.9 1 3.6 2.7 4.8l-.7 2.1 2.5-1.3c.9.3 1.9.4 2.9.4h.6a5.6 5.6 0 0 1-.2-1.6c0-3.3 3.1-6 7-6h.5C16.3 5.6 13 3.5 9 3.5zM6.5 8.6a1 1 0 1 1 0-2 1 1 0 0 1 0 2zm5 0a1 1 0 1 1 0-2 1 1 0 0 1 0 2zM22.4 14.1c0-2.8-2.8-5.1-6.1-5.1s-6.1 2.3-6.1 5.1 2.8 5.1 6.1 5.1c.7 0 1.4-.1 2-.3l2 1.1-.5-1.8c1.6-1 2.6-2.4 2.6-4.1zm-8.2-.9a.8.8 0 1 1 0-1.6.8.8 0 0 1 0 1.6zm4.2 0a.8.8 0 1 1 0-1.6.8.8 0 0 1 0 1.6z',
};

/** The brand's social accounts, each opening in a new tab. */
export function SocialLinks() {
  const { t } = useTranslation('footer');
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('social.title')}>
      {SOCIAL_LINKS.map((social) => (
        <li key={social.id}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social.link', { network: social.name })}
            className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-primary"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
              <path d={ICONS[social.id]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
