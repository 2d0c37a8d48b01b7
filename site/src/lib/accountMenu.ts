import { importWithReload } from './importWithReload.ts';

function setOpen(toggle: Element, panel: HTMLElement, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
}

async function signOut(button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  try {
    // The identity client loads only now: static pages stay within their JavaScript budget.
    const { signOutOfSite } = await importWithReload(() => import('./auth/signOut.ts'));
    await signOutOfSite();
  } catch (error) {
    console.error('Stickerei: signing out failed.', error);
    button.disabled = false;
    button.removeAttribute('aria-busy');
  }
}

/**
 * Wires the header's account menu (`#account-island`, filled in by the inline account script):
 * the button opens and closes the list (a disclosure: Escape and a click elsewhere close it),
 * and "Sign out" signs out through the auth client, loaded on demand.
 */
export function initAccountMenu(): void {
  const slot = document.getElementById('account-island');
  const toggle = slot?.querySelector('[data-account-toggle]');
  const panel = slot?.querySelector<HTMLElement>('[data-account-panel]');
  if (!slot || !toggle || !panel) return;
  toggle.addEventListener('click', () => setOpen(toggle, panel, panel.hidden !== false));
  document.addEventListener('click', (event) => {
    if (!panel.hidden && event.target instanceof Node && !slot.contains(event.target)) {
      setOpen(toggle, panel, false);
    }
  });
  slot.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      setOpen(toggle, panel, false);
      if (toggle instanceof HTMLElement) toggle.focus();
    }
  });
  const button = slot.querySelector<HTMLButtonElement>('[data-account-sign-out]');
  button?.addEventListener('click', () => void signOut(button));
}
