/**
 * Sends the browser to the payment gateway's hosted page. A module of its own so that tests can
 * replace the navigation, which jsdom does not perform.
 */
export function sendBrowserTo(url: string): void {
  window.location.assign(url);
}
