/**
 * A link into /dashboard/messages that opens the conversation about something (decision 070):
 * a listing (`property`, with its owner), an offer (with its other side), an order (with its other
 * party), a professional (`with`, their account), or a known conversation. Other features link with it instead of knowing the page.
 */
export function messagesUrl(
  about: { property: string } | { offer: string } | { order: string } | { with: string } | { conversation: string },
): string {
  return `/dashboard/messages?${new URLSearchParams(about).toString()}`;
}
