import type { MailTemplate } from './mail-template';

/**
 * Every template name some app in this process registered. In production one app runs per
 * process, so this is exactly the app's mails; queueing any other is a programming error and
 * fails the caller (and its tests) instead of a delivery eight retries later.
 */
const registeredNames = new Set<string>();

/** The mails an app can send: modules register theirs (from `modules/<name>/mail/`) when they start. */
export type MailTemplates = {
  register(...templates: MailTemplate[]): void;
  /** The template an outbox row names, if registered. */
  get(name: string): MailTemplate | undefined;
};

export function createMailTemplates(): MailTemplates {
  const templates = new Map<string, MailTemplate>();
  return {
    register(...added) {
      for (const template of added) {
        if (templates.has(template.name)) throw new Error(`mail template "${template.name}" registered twice`);
        templates.set(template.name, template);
        registeredNames.add(template.name);
      }
    },
    get: (name) => templates.get(name),
  };
}

/** Whether some app in this process registered a template of this name. */
export function isRegisteredMailTemplate(name: string): boolean {
  return registeredNames.has(name);
}
