import { authErrorMessage } from '@stickerei/shared/auth';
import { LANGUAGES } from '@stickerei/shared/domain';
import { completeHostedSignIn } from './hostedRedirect.ts';
import { loadProfile, loadSiteAuth } from './siteAuth.ts';

function showError(region: HTMLElement, error: unknown): void {
  console.error('Stickerei: the hosted sign-in did not complete.', error);
  region.querySelector<HTMLElement>('[data-oauth-pending]')?.setAttribute('hidden', '');
  const box = region.querySelector<HTMLElement>('[data-oauth-error]');
  if (!box) return;
  // Both languages are written; the stylesheet shows the one of <html lang> (like T.astro).
  for (const language of LANGUAGES) {
    const line = box.querySelector(`[data-l="${language}"]`);
    if (line) line.textContent = authErrorMessage(error, language);
  }
  box.hidden = false;
}

/**
 * The home page as the hosted sign-in's redirect target: shows "Signing you in…", completes the
 * sign-in and goes to the page the visitor wanted, or shows why it failed (translated).
 */
export async function runHostedReturn(): Promise<void> {
  const region = document.querySelector<HTMLElement>('[data-oauth-return]');
  if (region) region.hidden = false;
  try {
    const auth = await loadSiteAuth();
    await completeHostedSignIn({
      auth,
      url: new URL(location.href),
      loadProfile: () => loadProfile(auth),
      navigate: (url) => location.replace(url),
      clearQuery: () =>
        history.replaceState(history.state, '', `${location.pathname}${location.hash}`),
    });
    if (region && !auth.usesHostedUi) region.hidden = true;
  } catch (error) {
    if (region) showError(region, error);
  }
}
