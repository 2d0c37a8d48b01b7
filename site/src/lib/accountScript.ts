import { AUTH_COOKIE_PREFIX } from './auth/authCookies.ts';

/**
 * The inline script after the header's account slot (`#account-island`). It runs while the page
 * is parsed, so a signed-in visitor never sees "Sign in" flash: when an ID-token cookie of the
 * auth client exists, it marks the slot `data-account="in"`, writes the e-mail into the menu
 * button and reveals the Admin entry for group ADMIN. It also points "Sign in" back at the
 * current page (not from the sign-in pages or /access-denied). It only reads the token's claims
 * for display; every decision about access is made by the guards (with the refreshed session)
 * and by the api.
 *
 * Plain ES5 and a few hundred bytes: the static pages' JavaScript budget is 10 KB.
 */
export function accountScript(): string {
  const prefix = AUTH_COOKIE_PREFIX.replace(/\./g, '\\.');
  return `(function(){var s=document.getElementById('account-island');if(!s)return;
var p=location.pathname,l=s.querySelector('[data-account-sign-in]');
if(l&&!/^\\/(sign-in|sign-up|forgot-password|access-denied)(\\.html)?$/.test(p))l.href='/sign-in?returnTo='+encodeURIComponent(p+location.search);
var m=/(?:^|;\\s*)${prefix}[^.=;]+\\.idToken=([^;]+)/.exec(document.cookie);if(!m)return;
var c;try{var b=decodeURIComponent(m[1]).split('.')[1].replace(/-/g,'+').replace(/_/g,'/');
c=JSON.parse(decodeURIComponent(atob(b).replace(/[\\s\\S]/g,function(x){return'%'+('0'+x.charCodeAt(0).toString(16)).slice(-2)})))}catch(e){return}
var n=String(c.email||c['cognito:username']||''),e=s.querySelector('[data-account-email]'),i=s.querySelector('[data-account-initial]'),a=s.querySelector('[data-account-admin]'),g=c['cognito:groups'];
s.setAttribute('data-account','in');if(e)e.textContent=n;if(i)i.textContent=n.charAt(0).toUpperCase();
if(a&&g&&g.indexOf('ADMIN')>=0)a.hidden=false})();`;
}
