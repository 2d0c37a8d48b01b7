/** English interface messages of the site. `de.ts` has exactly the same keys. */
export const en = {
  'site.description':
    'Stickerei is a library of machine-embroidery designs: find designs by theme, colour and size, discover similar motifs, keep your own files and download them for your machine.',
  'site.titleSuffix': 'Stickerei',

  'a11y.skipToContent': 'Skip to content',
  'nav.main': 'Main navigation',
  'nav.menu': 'Menu',
  'nav.library': 'Library',
  'nav.sponsored': 'Sponsored',
  'nav.blog': 'Blog',
  'nav.favorites': 'Favorites',
  'nav.files': 'My files',
  'nav.signIn': 'Sign in',
  'nav.settings': 'Settings',
  'prefs.language': 'Language',
  'prefs.darkTheme': 'Dark theme',

  'footer.about':
    'Machine-embroidery designs, checked file by file, in the format your machine reads.',
  'footer.discover': 'Discover',
  'footer.account': 'Your account',
  'footer.legal': 'Legal',
  'footer.contact': 'Contact',
  'footer.imprint': 'Imprint',
  'footer.privacy': 'Privacy policy',
  'footer.terms': 'Terms of service',
  'footer.signUp': 'Create an account',
  'footer.copyright': '© {year} Stickerei GmbH, Freiburg im Breisgau',

  'upcoming.badge': 'Coming with the next release',

  'home.title': 'Embroidery design library',
  'home.eyebrow': 'Machine embroidery, well organised',
  'home.heading': 'Find the design for your next embroidery project',
  'home.lead':
    'Browse a growing library of machine-embroidery designs, filter by theme, colour and size, and download every design in the format of your machine — DST, PES, JEF, EXP, VP3 or XXX.',
  'home.browse': 'Browse the library',
  'home.signUp': 'Create a free account',
  'home.feature.formats.title': 'Every common format',
  'home.feature.formats.text':
    'Upload DST, PES, JEF, EXP, VP3, XXX, HUS, SEW and more. Each file is checked and turned into a preview that looks like thread.',
  'home.feature.similar.title': 'Similar designs',
  'home.feature.similar.text':
    'Found a motif you like? See designs with a similar look, palette and size — even across formats.',
  'home.feature.files.title': 'Your own collection',
  'home.feature.files.text':
    'Keep your files, favorites and already-stitched designs in one place and watch uploads being processed live.',
  'home.library.heading': 'The library',
  'home.library.text':
    'Search and filter all designs by theme category, colour, size, stitch count and commercial usability, then open a design to see its details and similar motifs.',
  'home.library.loading': 'Loading the designs…',
  'home.library.upcoming':
    'The design grid with search, filters and similar-design suggestions will load here.',

  'sponsored.title': 'Sponsored designs',
  'sponsored.heading': 'Sponsored designs',
  'sponsored.lead':
    'Designers and brands we work with offer selected designs through campaigns. Signed-in users can redeem each campaign design once and keep it in their files.',

  'blog.title': 'Blog',
  'blog.heading': 'Blog',
  'blog.lead': 'News from the workshop: what we built, what we measured and what we learned.',
  'blog.germanOnly': 'Our articles are written in German.',
  'blog.articleLanguage': 'In German',
  'blog.readMore': 'Read the article',
  'blog.back': 'All articles',

  'favorites.title': 'Favorites',
  'favorites.heading': 'Your favorites',
  'favorites.lead': 'The designs you marked with a heart, ready to open or download.',
  'favorites.upcoming':
    'Your favorite designs will appear here after you sign in. Mark designs as favorites in the library.',

  'files.title': 'My files',
  'files.heading': 'My files',
  'files.lead':
    'Upload your own embroidery files, follow their processing live and download them in any supported format.',
  'files.upcoming':
    'After you sign in, this page lists your uploaded and redeemed designs and lets you upload new files.',

  'share.title': 'Shared design',
  'fileDetail.title': 'File details',
  'fileDetail.heading': 'File details',
  'fileDetail.lead': 'Preview, size, stitch count, thread colours and downloads of one design.',
  'fileDetail.upcoming':
    'The details of the selected file — preview, measurements, threads and download formats — will be shown here.',
  'fileDetail.back': 'Back to my files',

  'settings.title': 'Settings',
  'settings.heading': 'Settings',
  'settings.lead': 'Your account, your machine and threads, and your preferences.',

  'signIn.title': 'Sign in',
  'signIn.heading': 'Sign in',
  'signIn.lead': 'Sign in with your email address and password.',
  'signIn.noAccount': 'No account yet?',
  'signIn.forgot': 'Forgot your password?',

  'signUp.title': 'Create an account',
  'signUp.heading': 'Create an account',
  'signUp.lead':
    'An account lets you keep your own files, favorites and redeemed designs. It is free.',
  'signUp.haveAccount': 'Already have an account?',

  'forgot.title': 'Forgot password',
  'forgot.heading': 'Reset your password',
  'forgot.lead': 'Enter your email address and we will send you a code to choose a new password.',
  'forgot.back': 'Back to sign in',

  'contact.title': 'Contact',
  'contact.heading': 'Contact',
  'contact.lead':
    'Questions about a design, your account or a campaign? Write to us — we usually answer within two working days.',
  'contact.emailHeading': 'Email',
  'contact.emailText': 'For support, feedback and partnership enquiries.',
  'contact.postHeading': 'Post',
  'contact.phoneHeading': 'Phone',
  'contact.phoneText': 'Monday to Friday, 9:00–16:00 (CET).',
  'contact.privacyHeading': 'Privacy questions',
  'contact.privacyText':
    'For requests about your personal data, such as access or deletion, write to our privacy address.',
  'contact.designsHeading': 'Problems with a file?',
  'contact.designsText':
    'If an embroidery file is rejected or its preview looks wrong, please send us the file name and the format — the error message shown after the upload helps us most.',
  'contact.imprintHint': 'Company details are listed in the imprint.',

  'imprint.title': 'Imprint',
  'privacy.title': 'Privacy policy',
  'terms.title': 'Terms of service',
  'legal.updated': 'Last updated',

  'accessDenied.title': 'Access denied',
  'accessDenied.heading': 'You do not have access to this page',
  'accessDenied.text':
    'This area is reserved for accounts with a different role. If you think this is a mistake, sign in with the right account or contact us.',
  'accessDenied.home': 'Go to the library',
  'accessDenied.signIn': 'Sign in with another account',

  'notFound.title': 'Page not found',
  'notFound.code': 'Error 404',
  'notFound.heading': 'This page does not exist',
  'notFound.text':
    'The address may be mistyped, or the page has moved. The library and the blog are good places to continue.',
  'notFound.home': 'Go to the library',
  'notFound.blog': 'Read the blog',

  'account.menu': 'Account menu',
  'account.signOut': 'Sign out',
  'account.admin': 'Admin',

  'guard.checking': 'Checking your session…',
  'guard.failed': 'Your session could not be checked. Check your connection and reload the page.',
  'guard.reload': 'Reload the page',

  'auth.loading': 'Loading…',
  'auth.retry': 'Try again',
  'auth.busy': 'Please wait…',
  'auth.field.required': 'Please fill in this field.',
  'auth.field.tooShort': 'Use at least {min} characters.',
  'auth.field.mismatch': 'The passwords do not match.',
  'auth.field.invalidEmail': 'Enter an email address like name@example.com.',
  'auth.email': 'Email address',
  'auth.usernameOrEmail': 'Email address or username',
  'auth.password': 'Password',
  'auth.newPassword': 'New password',
  'auth.confirmPassword': 'Repeat the new password',
  'auth.repeatPassword': 'Repeat the password',
  'auth.currentPassword': 'Current password',
  'auth.passwordHint': 'At least {min} characters.',
  'auth.code': 'Code',
  'auth.codeHint': 'The code has 6 digits.',
  'auth.resendCode': 'Send a new code',
  'auth.codeResent': 'We have sent you a new code.',
  'auth.codeSentTo': 'We have sent a code to {destination}.',
  'auth.codeSent': 'We have sent you a code.',
  'auth.startOver': 'Start over',
  'auth.signedInAs': 'You are signed in as {name}.',
  'auth.continue': 'Continue',
  'auth.signOut': 'Sign out',
  'auth.finishing': 'You are signed in. One moment, please…',
  'auth.attr.email': 'Email address',
  'auth.attr.name': 'Name',
  'auth.attr.given_name': 'First name',
  'auth.attr.family_name': 'Last name',
  'auth.attr.phone_number': 'Phone number',
  'auth.attr.other': 'Your {attribute}',

  'totp.qrLabel': 'QR code for your authenticator app',
  'totp.secret': 'Setup key',
  'totp.secretHint': 'If you cannot scan the code, enter this key in the app.',
  'totp.copy': 'Copy key',
  'totp.copied': 'Copied',
  'totp.code': 'Code from the app',

  'mfa.TOTP': 'Authenticator app',
  'mfa.SMS': 'Text message (SMS)',
  'mfa.EMAIL': 'Email',

  'factor.PASSWORD': 'Password',
  'factor.PASSWORD_SRP': 'Password',
  'factor.EMAIL_OTP': 'Code by email',
  'factor.SMS_OTP': 'Code by text message',
  'factor.WEB_AUTHN': 'Passkey',

  'signIn.submit': 'Sign in',
  'signIn.redirecting': 'Taking you to the sign-in page…',
  'signIn.newPassword.heading': 'Choose a new password',
  'signIn.newPassword.text': 'Your account needs a new password before you can continue.',
  'signIn.newPassword.submit': 'Save and sign in',
  'signIn.totpSetup.heading': 'Set up your authenticator app',
  'signIn.totpSetup.text':
    'Scan the QR code with an authenticator app, or enter the setup key in it. Then enter the code the app shows.',
  'signIn.totpSetup.submit': 'Verify and sign in',
  'signIn.emailSetup.heading': 'Email address for sign-in codes',
  'signIn.emailSetup.text': 'Each time you sign in, we will send a code to this address.',
  'signIn.emailSetup.submit': 'Send code',
  'signIn.mfaSelection.heading': 'How do you want to confirm it is you?',
  'signIn.mfaSetupSelection.heading': 'Set up a second sign-in step',
  'signIn.mfaSetupSelection.text':
    'Your account needs a second step at sign-in. Choose how you want to receive codes.',
  'signIn.code.TOTP.heading': 'Enter the code from your authenticator app',
  'signIn.code.SMS.heading': 'Enter the code from the text message',
  'signIn.code.EMAIL.heading': 'Enter the code from the email',
  'signIn.code.submit': 'Confirm',
  'signIn.password.heading': 'Enter your password',
  'signIn.firstFactor.heading': 'How do you want to sign in?',
  'signIn.custom.heading': 'One more step',
  'signIn.custom.text': 'Please answer to finish signing in.',
  'signIn.custom.answer': 'Answer',
  'signIn.reset.heading': 'Please reset your password',
  'signIn.reset.text':
    'Your password has to be reset before you can sign in. We will send a code to your email address.',
  'signIn.reset.link': 'Reset password',
  'signIn.confirmSignUp.heading': 'Confirm your account',
  'signIn.confirmSignUp.text':
    'Enter the code we sent to your email address. You will be signed in right after.',
  'signIn.confirmSignUp.submit': 'Confirm and sign in',
  'signIn.confirmed': 'Your account is confirmed. Please sign in.',

  'signUp.submit': 'Create account',
  'signUp.confirm.heading': 'Check your inbox',
  'signUp.confirm.submit': 'Confirm and sign in',
  'signUp.changeEmail': 'Use another email address',

  'forgot.submit': 'Send code',
  'forgot.confirm.heading': 'Choose a new password',
  'forgot.confirm.submit': 'Set new password',
  'forgot.done.heading': 'Your password has been changed',
  'forgot.done.text': 'You can now sign in with your new password.',
  'forgot.done.signIn': 'Sign in',
  'forgot.otherAccount': 'Use another email address',

  'settings.preferences.heading': 'Language and appearance',
  'settings.language': 'Language',
  'settings.theme': 'Theme',
  'settings.theme.light': 'Light',
  'settings.theme.dark': 'Dark',
  'settings.account.heading': 'Account',
  'settings.account.email': 'Email address',
  'settings.account.userId': 'User ID',
  'settings.account.memberSince': 'Member since',
  'settings.account.roles': 'Roles',
  'settings.account.role.USER': 'User',
  'settings.account.role.ADMIN': 'Administrator',
  'settings.account.unavailable': 'Some account details could not be loaded.',
  'settings.account.signInPrompt':
    'Sign in to see your account, change your password and set up two-factor authentication.',
  'settings.password.heading': 'Change password',
  'settings.password.submit': 'Change password',
  'settings.password.done': 'Your password has been changed.',
  'settings.totp.heading': 'Two-factor authentication',
  'settings.totp.off':
    'Off. With an authenticator app, signing in also asks for a code from your phone.',
  'settings.totp.on': 'On. Signing in asks for a code from your authenticator app.',
  'settings.totp.start': 'Set up authenticator app',
  'settings.totp.setupText':
    'Scan the QR code with an authenticator app, or enter the setup key in it. Then enter the code the app shows.',
  'settings.totp.verify': 'Verify and turn on',
  'settings.totp.cancel': 'Cancel',
  'settings.totp.disable': 'Turn off',
  'settings.totp.enabled': 'Two-factor authentication is now on.',
  'settings.totp.disabled': 'Two-factor authentication is now off.',
  'settings.totp.failed': 'The status of two-factor authentication could not be loaded.',
  'settings.signOut.heading': 'Sign out',
  'settings.signOut.text': 'Sign out of Stickerei on this device.',

  'oauth.completing': 'Signing you in…',
  'oauth.tryAgain': 'Sign in again',

  'quota.heading': 'Storage',
  'quota.bytes': '{used} of {quota} used',
  'quota.files': '{used} of {quota} files',
  'quota.left': '{bytes} and {files} left',
  'quota.full':
    'Your storage is full. Delete designs you no longer need to make room, or ask us for a larger quota.',
  'quota.loadFailed': 'Your storage could not be loaded. Reload the page to try again.',
  'quota.refused':
    'This does not fit in your storage: {bytes} and {files} left. Nothing was stored. Delete designs you no longer need to make room, or ask us for a larger quota.',
};
