import type { ButtonHTMLAttributes } from 'react';

/** A button that reads like a link: moving between the login, sign-up and forgot-password views. */
export function LinkButton({ className = '', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" className={`font-semibold text-primary-dark underline-offset-2 hover:underline ${className}`} {...rest} />;
}
