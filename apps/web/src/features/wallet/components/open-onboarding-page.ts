/** Leaves for the processor's onboarding page (it comes back to the wallet); a module of its own so tests can stand in for it. */
export function openOnboardingPage(url: string): void {
  window.location.assign(url);
}
