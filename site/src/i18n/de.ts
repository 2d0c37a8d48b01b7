import type { en } from './en.ts';

/** German interface messages of the site: the same keys as `en.ts`. */
export const de: Record<keyof typeof en, string> = {
  'site.description':
    'Stickerei ist eine Bibliothek für Maschinenstickmuster: Motive nach Thema, Farbe und Größe finden, ähnliche Designs entdecken, eigene Dateien verwalten und im Format der eigenen Maschine herunterladen.',
  'site.titleSuffix': 'Stickerei',

  'a11y.skipToContent': 'Zum Inhalt springen',
  'nav.main': 'Hauptnavigation',
  'nav.menu': 'Menü',
  'nav.library': 'Bibliothek',
  'nav.sponsored': 'Gesponsert',
  'nav.blog': 'Blog',
  'nav.favorites': 'Favoriten',
  'nav.files': 'Meine Dateien',
  'nav.signIn': 'Anmelden',
  'nav.settings': 'Einstellungen',
  'prefs.language': 'Sprache',
  'prefs.darkTheme': 'Dunkles Design',

  'footer.about':
    'Maschinenstickmuster, Datei für Datei geprüft, im Format, das Ihre Maschine liest.',
  'footer.discover': 'Entdecken',
  'footer.account': 'Ihr Konto',
  'footer.legal': 'Rechtliches',
  'footer.contact': 'Kontakt',
  'footer.imprint': 'Impressum',
  'footer.privacy': 'Datenschutzerklärung',
  'footer.terms': 'Nutzungsbedingungen',
  'footer.signUp': 'Konto erstellen',
  'footer.copyright': '© {year} Stickerei GmbH, Freiburg im Breisgau',

  'upcoming.badge': 'Kommt mit der nächsten Version',

  'home.title': 'Bibliothek für Stickmuster',
  'home.eyebrow': 'Maschinensticken, gut sortiert',
  'home.heading': 'Finden Sie das Motiv für Ihr nächstes Stickprojekt',
  'home.lead':
    'Stöbern Sie in einer wachsenden Bibliothek von Maschinenstickmustern, filtern Sie nach Thema, Farbe und Größe und laden Sie jedes Motiv im Format Ihrer Maschine herunter — DST, PES, JEF, EXP, VP3 oder XXX.',
  'home.browse': 'Bibliothek durchsuchen',
  'home.signUp': 'Kostenloses Konto erstellen',
  'home.feature.formats.title': 'Alle gängigen Formate',
  'home.feature.formats.text':
    'Laden Sie DST, PES, JEF, EXP, VP3, XXX, HUS, SEW und weitere Formate hoch. Jede Datei wird geprüft und erhält eine Vorschau, die wie echtes Garn aussieht.',
  'home.feature.similar.title': 'Ähnliche Motive',
  'home.feature.similar.text':
    'Ein Motiv gefällt Ihnen? Sehen Sie Designs mit ähnlichem Aussehen, ähnlichen Farben und ähnlicher Größe — auch über Formate hinweg.',
  'home.feature.files.title': 'Ihre eigene Sammlung',
  'home.feature.files.text':
    'Behalten Sie Ihre Dateien, Favoriten und bereits gestickten Motive an einem Ort und verfolgen Sie die Verarbeitung Ihrer Uploads live.',
  'home.library.heading': 'Die Bibliothek',
  'home.library.text':
    'Durchsuchen und filtern Sie alle Motive nach Themenkategorie, Farbe, Größe, Stichzahl und kommerzieller Nutzbarkeit und öffnen Sie ein Motiv, um Details und ähnliche Designs zu sehen.',
  'home.library.loading': 'Die Motive werden geladen…',
  'home.library.upcoming':
    'Hier erscheint das Motivraster mit Suche, Filtern und Vorschlägen für ähnliche Motive.',

  'sponsored.title': 'Gesponserte Motive',
  'sponsored.heading': 'Gesponserte Motive',
  'sponsored.lead':
    'Designerinnen, Designer und Marken, mit denen wir zusammenarbeiten, bieten ausgewählte Motive in Kampagnen an. Angemeldete Nutzerinnen und Nutzer können jedes Kampagnenmotiv einmal einlösen und in ihren Dateien behalten.',

  'blog.title': 'Blog',
  'blog.heading': 'Blog',
  'blog.lead':
    'Neues aus der Werkstatt: was wir gebaut, was wir gemessen und was wir gelernt haben.',
  'blog.germanOnly': 'Unsere Artikel erscheinen auf Deutsch.',
  'blog.articleLanguage': 'Auf Deutsch',
  'blog.readMore': 'Artikel lesen',
  'blog.back': 'Alle Artikel',

  'favorites.title': 'Favoriten',
  'favorites.heading': 'Ihre Favoriten',
  'favorites.lead':
    'Die Motive, die Sie mit einem Herz markiert haben — bereit zum Öffnen oder Herunterladen.',
  'favorites.upcoming':
    'Nach der Anmeldung erscheinen hier Ihre Lieblingsmotive. Markieren Sie Motive in der Bibliothek als Favoriten.',

  'files.title': 'Meine Dateien',
  'files.heading': 'Meine Dateien',
  'files.lead':
    'Laden Sie eigene Stickdateien hoch, verfolgen Sie die Verarbeitung live und laden Sie sie in jedem unterstützten Format herunter.',
  'files.upcoming':
    'Nach der Anmeldung listet diese Seite Ihre hochgeladenen und eingelösten Motive auf, und Sie können neue Dateien hochladen.',

  'share.title': 'Geteiltes Motiv',
  'fileDetail.title': 'Dateidetails',
  'fileDetail.heading': 'Dateidetails',
  'fileDetail.lead': 'Vorschau, Größe, Stichzahl, Garnfarben und Downloads eines Motivs.',
  'fileDetail.upcoming':
    'Hier werden die Details der gewählten Datei angezeigt — Vorschau, Maße, Garne und Download-Formate.',
  'fileDetail.back': 'Zurück zu meinen Dateien',

  'settings.title': 'Einstellungen',
  'settings.heading': 'Einstellungen',
  'settings.lead': 'Ihr Konto, Ihre Maschine und Garne und Ihre Vorlieben.',

  'signIn.title': 'Anmelden',
  'signIn.heading': 'Anmelden',
  'signIn.lead': 'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  'signIn.noAccount': 'Noch kein Konto?',
  'signIn.forgot': 'Passwort vergessen?',

  'signUp.title': 'Konto erstellen',
  'signUp.heading': 'Konto erstellen',
  'signUp.lead':
    'Mit einem Konto behalten Sie eigene Dateien, Favoriten und eingelöste Motive. Es ist kostenlos.',
  'signUp.haveAccount': 'Sie haben schon ein Konto?',

  'forgot.title': 'Passwort vergessen',
  'forgot.heading': 'Passwort zurücksetzen',
  'forgot.lead':
    'Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Code, mit dem Sie ein neues Passwort wählen.',
  'forgot.back': 'Zurück zur Anmeldung',

  'contact.title': 'Kontakt',
  'contact.heading': 'Kontakt',
  'contact.lead':
    'Fragen zu einem Motiv, zu Ihrem Konto oder zu einer Kampagne? Schreiben Sie uns — wir antworten in der Regel innerhalb von zwei Werktagen.',
  'contact.emailHeading': 'E-Mail',
  'contact.emailText': 'Für Support, Feedback und Anfragen zu Kooperationen.',
  'contact.postHeading': 'Post',
  'contact.phoneHeading': 'Telefon',
  'contact.phoneText': 'Montag bis Freitag, 9:00–16:00 Uhr.',
  'contact.privacyHeading': 'Fragen zum Datenschutz',
  'contact.privacyText':
    'Für Anfragen zu Ihren personenbezogenen Daten, etwa Auskunft oder Löschung, schreiben Sie bitte an unsere Datenschutzadresse.',
  'contact.designsHeading': 'Probleme mit einer Datei?',
  'contact.designsText':
    'Wenn eine Stickdatei abgelehnt wird oder ihre Vorschau falsch aussieht, schicken Sie uns bitte den Dateinamen und das Format — am meisten hilft uns die Fehlermeldung, die nach dem Hochladen angezeigt wurde.',
  'contact.imprintHint': 'Die Angaben zum Unternehmen finden Sie im Impressum.',

  'imprint.title': 'Impressum',
  'privacy.title': 'Datenschutzerklärung',
  'terms.title': 'Nutzungsbedingungen',
  'legal.updated': 'Stand',

  'accessDenied.title': 'Zugriff verweigert',
  'accessDenied.heading': 'Sie haben keinen Zugriff auf diese Seite',
  'accessDenied.text':
    'Dieser Bereich ist Konten mit einer anderen Rolle vorbehalten. Wenn Sie das für einen Fehler halten, melden Sie sich mit dem richtigen Konto an oder schreiben Sie uns.',
  'accessDenied.home': 'Zur Bibliothek',
  'accessDenied.signIn': 'Mit einem anderen Konto anmelden',

  'notFound.title': 'Seite nicht gefunden',
  'notFound.code': 'Fehler 404',
  'notFound.heading': 'Diese Seite gibt es nicht',
  'notFound.text':
    'Vielleicht hat sich ein Tippfehler in die Adresse eingeschlichen, oder die Seite ist umgezogen. In der Bibliothek und im Blog geht es weiter.',
  'notFound.home': 'Zur Bibliothek',
  'notFound.blog': 'Zum Blog',

  'account.menu': 'Kontomenü',
  'account.signOut': 'Abmelden',
  'account.admin': 'Verwaltung',

  'guard.checking': 'Ihre Sitzung wird geprüft …',
  'guard.failed':
    'Ihre Sitzung konnte nicht geprüft werden. Bitte prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
  'guard.reload': 'Seite neu laden',

  'auth.loading': 'Wird geladen …',
  'auth.retry': 'Erneut versuchen',
  'auth.busy': 'Bitte warten …',
  'auth.field.required': 'Bitte füllen Sie dieses Feld aus.',
  'auth.field.tooShort': 'Verwenden Sie mindestens {min} Zeichen.',
  'auth.field.mismatch': 'Die Passwörter stimmen nicht überein.',
  'auth.field.invalidEmail': 'Geben Sie eine E-Mail-Adresse wie name@example.com ein.',
  'auth.email': 'E-Mail-Adresse',
  'auth.usernameOrEmail': 'E-Mail-Adresse oder Benutzername',
  'auth.password': 'Passwort',
  'auth.newPassword': 'Neues Passwort',
  'auth.confirmPassword': 'Neues Passwort wiederholen',
  'auth.repeatPassword': 'Passwort wiederholen',
  'auth.currentPassword': 'Aktuelles Passwort',
  'auth.passwordHint': 'Mindestens {min} Zeichen.',
  'auth.code': 'Code',
  'auth.codeHint': 'Der Code hat 6 Ziffern.',
  'auth.resendCode': 'Neuen Code senden',
  'auth.codeResent': 'Wir haben Ihnen einen neuen Code geschickt.',
  'auth.codeSentTo': 'Wir haben einen Code an {destination} geschickt.',
  'auth.codeSent': 'Wir haben Ihnen einen Code geschickt.',
  'auth.startOver': 'Von vorn beginnen',
  'auth.signedInAs': 'Sie sind als {name} angemeldet.',
  'auth.continue': 'Weiter',
  'auth.signOut': 'Abmelden',
  'auth.finishing': 'Sie sind angemeldet. Einen Moment bitte …',
  'auth.attr.email': 'E-Mail-Adresse',
  'auth.attr.name': 'Name',
  'auth.attr.given_name': 'Vorname',
  'auth.attr.family_name': 'Nachname',
  'auth.attr.phone_number': 'Telefonnummer',
  'auth.attr.other': 'Angabe „{attribute}“',

  'totp.qrLabel': 'QR-Code für Ihre Authenticator-App',
  'totp.secret': 'Einrichtungsschlüssel',
  'totp.secretHint':
    'Falls Sie den Code nicht scannen können, geben Sie diesen Schlüssel in der App ein.',
  'totp.copy': 'Schlüssel kopieren',
  'totp.copied': 'Kopiert',
  'totp.code': 'Code aus der App',

  'mfa.TOTP': 'Authenticator-App',
  'mfa.SMS': 'SMS',
  'mfa.EMAIL': 'E-Mail',

  'factor.PASSWORD': 'Passwort',
  'factor.PASSWORD_SRP': 'Passwort',
  'factor.EMAIL_OTP': 'Code per E-Mail',
  'factor.SMS_OTP': 'Code per SMS',
  'factor.WEB_AUTHN': 'Passkey',

  'signIn.submit': 'Anmelden',
  'signIn.redirecting': 'Sie werden zur Anmeldung weitergeleitet …',
  'signIn.newPassword.heading': 'Neues Passwort wählen',
  'signIn.newPassword.text': 'Ihr Konto braucht ein neues Passwort, bevor Sie fortfahren können.',
  'signIn.newPassword.submit': 'Speichern und anmelden',
  'signIn.totpSetup.heading': 'Authenticator-App einrichten',
  'signIn.totpSetup.text':
    'Scannen Sie den QR-Code mit einer Authenticator-App oder geben Sie dort den Einrichtungsschlüssel ein. Geben Sie dann den Code ein, den die App anzeigt.',
  'signIn.totpSetup.submit': 'Bestätigen und anmelden',
  'signIn.emailSetup.heading': 'E-Mail-Adresse für Anmeldecodes',
  'signIn.emailSetup.text': 'Bei jeder Anmeldung schicken wir einen Code an diese Adresse.',
  'signIn.emailSetup.submit': 'Code senden',
  'signIn.mfaSelection.heading': 'Wie möchten Sie bestätigen, dass Sie es sind?',
  'signIn.mfaSetupSelection.heading': 'Zweiten Anmeldeschritt einrichten',
  'signIn.mfaSetupSelection.text':
    'Ihr Konto braucht einen zweiten Schritt bei der Anmeldung. Wählen Sie, wie Sie Codes erhalten möchten.',
  'signIn.code.TOTP.heading': 'Code aus Ihrer Authenticator-App eingeben',
  'signIn.code.SMS.heading': 'Code aus der SMS eingeben',
  'signIn.code.EMAIL.heading': 'Code aus der E-Mail eingeben',
  'signIn.code.submit': 'Bestätigen',
  'signIn.password.heading': 'Passwort eingeben',
  'signIn.firstFactor.heading': 'Wie möchten Sie sich anmelden?',
  'signIn.custom.heading': 'Noch ein Schritt',
  'signIn.custom.text': 'Bitte antworten Sie, um die Anmeldung abzuschließen.',
  'signIn.custom.answer': 'Antwort',
  'signIn.reset.heading': 'Bitte setzen Sie Ihr Passwort zurück',
  'signIn.reset.text':
    'Ihr Passwort muss zurückgesetzt werden, bevor Sie sich anmelden können. Wir schicken Ihnen einen Code an Ihre E-Mail-Adresse.',
  'signIn.reset.link': 'Passwort zurücksetzen',
  'signIn.confirmSignUp.heading': 'Konto bestätigen',
  'signIn.confirmSignUp.text':
    'Geben Sie den Code ein, den wir an Ihre E-Mail-Adresse geschickt haben. Danach werden Sie gleich angemeldet.',
  'signIn.confirmSignUp.submit': 'Bestätigen und anmelden',
  'signIn.confirmed': 'Ihr Konto ist bestätigt. Bitte melden Sie sich an.',

  'signUp.submit': 'Konto erstellen',
  'signUp.confirm.heading': 'Bitte prüfen Sie Ihr Postfach',
  'signUp.confirm.submit': 'Bestätigen und anmelden',
  'signUp.changeEmail': 'Andere E-Mail-Adresse verwenden',

  'forgot.submit': 'Code senden',
  'forgot.confirm.heading': 'Neues Passwort wählen',
  'forgot.confirm.submit': 'Neues Passwort festlegen',
  'forgot.done.heading': 'Ihr Passwort wurde geändert',
  'forgot.done.text': 'Sie können sich jetzt mit Ihrem neuen Passwort anmelden.',
  'forgot.done.signIn': 'Anmelden',
  'forgot.otherAccount': 'Andere E-Mail-Adresse verwenden',

  'settings.preferences.heading': 'Sprache und Darstellung',
  'settings.language': 'Sprache',
  'settings.theme': 'Farbschema',
  'settings.theme.light': 'Hell',
  'settings.theme.dark': 'Dunkel',
  'settings.account.heading': 'Konto',
  'settings.account.email': 'E-Mail-Adresse',
  'settings.account.userId': 'Benutzer-ID',
  'settings.account.memberSince': 'Mitglied seit',
  'settings.account.roles': 'Rollen',
  'settings.account.role.USER': 'Nutzer',
  'settings.account.role.ADMIN': 'Administrator',
  'settings.account.unavailable': 'Einige Kontodaten konnten nicht geladen werden.',
  'settings.account.signInPrompt':
    'Melden Sie sich an, um Ihr Konto zu sehen, Ihr Passwort zu ändern und die Zwei-Faktor-Authentifizierung einzurichten.',
  'settings.password.heading': 'Passwort ändern',
  'settings.password.submit': 'Passwort ändern',
  'settings.password.done': 'Ihr Passwort wurde geändert.',
  'settings.totp.heading': 'Zwei-Faktor-Authentifizierung',
  'settings.totp.off':
    'Aus. Mit einer Authenticator-App fragt die Anmeldung zusätzlich nach einem Code von Ihrem Telefon.',
  'settings.totp.on': 'An. Die Anmeldung fragt nach einem Code aus Ihrer Authenticator-App.',
  'settings.totp.start': 'Authenticator-App einrichten',
  'settings.totp.setupText':
    'Scannen Sie den QR-Code mit einer Authenticator-App oder geben Sie dort den Einrichtungsschlüssel ein. Geben Sie dann den Code ein, den die App anzeigt.',
  'settings.totp.verify': 'Bestätigen und einschalten',
  'settings.totp.cancel': 'Abbrechen',
  'settings.totp.disable': 'Ausschalten',
  'settings.totp.enabled': 'Die Zwei-Faktor-Authentifizierung ist jetzt eingeschaltet.',
  'settings.totp.disabled': 'Die Zwei-Faktor-Authentifizierung ist jetzt ausgeschaltet.',
  'settings.totp.failed':
    'Der Status der Zwei-Faktor-Authentifizierung konnte nicht geladen werden.',
  'settings.signOut.heading': 'Abmelden',
  'settings.signOut.text': 'Melden Sie sich auf diesem Gerät von Stickerei ab.',

  'oauth.completing': 'Sie werden angemeldet …',
  'oauth.tryAgain': 'Erneut anmelden',

  'quota.heading': 'Speicherplatz',
  'quota.bytes': '{used} von {quota} belegt',
  'quota.files': '{used} von {quota} Dateien',
  'quota.left': 'Noch frei: {bytes} und {files}',
  'quota.full':
    'Ihr Speicherplatz ist voll. Löschen Sie Motive, die Sie nicht mehr brauchen, oder bitten Sie uns um mehr Speicherplatz.',
  'quota.loadFailed':
    'Ihr Speicherplatz konnte nicht geladen werden. Laden Sie die Seite neu, um es noch einmal zu versuchen.',
  'quota.refused':
    'Das passt nicht mehr in Ihren Speicherplatz: Noch frei sind {bytes} und {files}. Es wurde nichts gespeichert. Löschen Sie Motive, die Sie nicht mehr brauchen, oder bitten Sie uns um mehr Speicherplatz.',
};
