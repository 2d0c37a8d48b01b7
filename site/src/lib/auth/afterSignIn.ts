/**
 * What follows every finished sign-in: one `GET /api/user/profile` (the api creates the profile
 * on the first call), then the page the user wanted. A failing profile call does not keep a
 * signed-in user from their page; the files page asks for the profile again.
 */
export async function afterSignIn(
  deps: { loadProfile: () => Promise<unknown>; navigate: (url: string) => void },
  target: string,
): Promise<void> {
  try {
    await deps.loadProfile();
  } catch (error) {
    console.warn('Stickerei: the user profile could not be loaded after signing in.', error);
  }
  deps.navigate(target);
}
