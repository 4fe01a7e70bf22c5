/**
 * An auth provider that can tell at once, from what it holds, whether the user may take an action
 * on a resource: the panel's does (the stored role and the resource modules' rules). A screen then
 * opens in the render that follows the click, not one render after an asynchronous check.
 */
export interface AccessNow {
  canAccessNow(params: { resource: string; action: string }): boolean;
}

/** The provider's synchronous check, where it has one. */
export const accessNowOf = (authProvider: unknown): AccessNow | undefined =>
  typeof (authProvider as Partial<AccessNow> | null)?.canAccessNow === 'function'
    ? (authProvider as AccessNow)
    : undefined;
