import { useId, type ReactNode } from 'react';

type MessageScreenProps = {
  title: ReactNode;
  body: ReactNode;
  /** What stands above the title: a picture, a big code, an eyebrow. */
  top?: ReactNode;
  /** `alertdialog` also names the screen after its title, as a dialog must be named. */
  role?: 'alert' | 'alertdialog';
  /** The ways out: buttons and button links. */
  children: ReactNode;
};

/** A whole-page message with ways out: page not found, coming soon, something went wrong. */
export function MessageScreen({ title, body, top, role, children }: MessageScreenProps) {
  const titleId = useId();
  return (
    <section
      role={role}
      aria-labelledby={role === 'alertdialog' ? titleId : undefined}
      className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center"
    >
      {top}
      <h1 id={titleId} className="text-3xl font-bold">
        {title}
      </h1>
      <p className="text-muted">{body}</p>
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
