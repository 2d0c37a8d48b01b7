import type { Messages } from './catalogue.ts';
import { ERROR_TEXT } from './errorText.ts';
import { opsGerman } from './opsGerman.ts';

/** The admin's own German messages (menu, pages, resources). */
export const appGerman = {
  app: {
    title: 'Stickerei-Verwaltung',
    menu: {
      dashboard: 'Übersicht',
      analytics: 'Analysen',
      database: 'Datenbank',
      database_operations: 'Datenbankoperationen',
      performance_test: 'Leistungstest',
      events: 'Ereignisse',
    },
    page: {
      dashboard: {
        title: 'Übersicht',
        description:
          'Kennzahlen der letzten Tage mit ihrem Verlauf gegenüber dem Zeitraum davor, und die Bereiche der Verwaltung.',
        areas: 'Bereiche',
      },
      analytics: {
        title: 'Analysen',
        description:
          'Nutzeranalysen: je Nutzer eine Zeile mit Uploads, Designs, Favoriten, Downloads, Einlösungen und Suchen, als Tabelle und Diagramme, mit dem CSV-Export vom Server und dem Export jeder angezeigten Tabelle.',
      },
      campaigns: {
        title: 'Kampagnen',
        description:
          'Gesponserte Kampagnen: aktive und inaktive Listen, Kampagnen und ihre Designs anlegen, bearbeiten und löschen, zugeordnete Autoren und Zahlen zu Einlösungen.',
      },
      database: {
        title: 'Datenbank',
        description: 'Zeilenzahlen und Größen der Datenbanktabellen und die Werkzeuge darunter.',
      },
      database_operations: {
        title: 'Datenbankoperationen',
        description:
          'Testdaten mit Fortschrittsbalken anlegen, Daten nach getippter Bestätigung löschen und hängende oder fehlgeschlagene Verarbeitungsaufträge mit Bericht aufräumen.',
      },
      performance_test: {
        title: 'Leistungstest',
        description:
          'Szenarien, Wiederholungen und Parallelität wählen, den Test mit Fortschrittsanzeige ausführen und die Ergebnisse (p50, p95, p99, Mittelwert, Durchsatz, Fehler) in Diagrammen, einer Tabelle und dem Verlauf früherer Läufe vergleichen.',
      },
      events: {
        title: 'Ereignisse',
        description:
          'Die Ereignisliste mit Filtern, Diagramme der Kennzahlen je Ereignistyp im Zeitverlauf und die häufigsten Suchbegriffe.',
      },
    },
    campaigns: {
      tabs_label: 'Kampagnen nach Zustand',
      tab: { active: 'Aktiv', inactive: 'Inaktiv' },
      status: {
        running: 'Läuft',
        scheduled: 'Geplant',
        ended: 'Beendet',
        disabled: 'Deaktiviert',
      },
      period: '%{start} bis %{end}',
      enabled_help: 'Eine Kampagne läuft nur, wenn sie aktiviert ist und zwischen Start und Ende.',
      validation: { end_after_start: 'Das Ende muss nach dem Start liegen.' },
      picker: {
        title: 'Motive (%{smart_count} gewählt)',
        selected: '%{smart_count} gewähltes Motiv |||| %{smart_count} gewählte Motive',
        none: 'Noch keine Motive gewählt. Wählen Sie sie unten aus der Bibliothek.',
        search: 'Bibliothek durchsuchen',
        empty: 'Keine Motive der Bibliothek passen.',
        failed: 'Die Bibliothek konnte nicht geladen werden. Bitte erneut versuchen.',
        unnamed: 'Motiv ohne Namen',
        up: '%{name} nach oben',
        down: '%{name} nach unten',
        remove: '%{name} entfernen',
      },
      designs: {
        design: 'Motiv',
        limit: 'Einlöse-Grenze',
        no_limit: 'Keine Grenze',
        limit_for: 'Einlöse-Grenze von %{name}',
        save_limit: 'Grenze von %{name} speichern',
        limit_saved: 'Grenze gespeichert',
        remove: '%{name} aus der Kampagne entfernen',
        remove_title: '%{name} entfernen?',
        remove_content:
          'Das Motiv verlässt diese Kampagne. Eingelöste Kopien bleiben in den Dateien der Nutzer und in den Zahlen.',
      },
      figures: {
        title: 'Einlösungen und Besuche beim Sponsor',
        range: 'Vom %{from} bis %{to}',
        redemptions: 'Einlösungen',
        unique_users: 'Verschiedene Nutzer',
        visits: 'Besuche beim Sponsor',
        per_day: 'Pro Tag',
        per_day_label: 'Liniendiagramm der Einlösungen und Sponsor-Besuche pro Tag',
        by_design: 'Einlösungen nach Motiv',
        by_design_label: 'Balkendiagramm der Einlösungen nach Motiv',
        failed: 'Die Zahlen konnten nicht geladen werden. Laden Sie die Seite neu.',
      },
    },
    authors: {
      website_help: 'Die Website des Sponsors, beginnend mit https://',
      logo_help: 'PNG, JPEG, WebP oder SVG, höchstens %{size} KB.',
      still_has_campaigns:
        'Dieser Autor sponsert noch Kampagnen. Löschen Sie diese Kampagnen zuerst oder ordnen Sie sie einem anderen Autor zu.',
      current_logo: 'Aktuelles Logo',
      remove_logo: 'Logo entfernen',
      validation: {
        website: 'Geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt.',
      },
    },
    audit: {
      export_csv: 'CSV exportieren',
      exporting: 'Wird exportiert …',
      outcome: { ok: 'Erledigt', failed: 'Fehlgeschlagen', aborted: 'Abgebrochen' },
      phase: { completion: 'Auftrag beendet' },
    },
    error: ERROR_TEXT.de,
    ops: opsGerman,
  },
  resources: {
    campaigns: {
      name: 'Kampagne |||| Kampagnen',
      fields: {
        name: 'Bezeichnung',
        authorId: 'Zugeordneter Autor',
        description: 'Beschreibung',
        startAt: 'Beginn',
        endAt: 'Ende',
        enabled: 'Aktiviert',
        status: 'Zustand',
        designs: 'Motive',
        q: 'Suche',
      },
    },
    'associated-authors': {
      name: 'Zugeordneter Autor |||| Zugeordnete Autoren',
      fields: {
        name: 'Autorenname',
        website: 'Webseite',
        description: 'Beschreibung',
        logo: 'Logo-Grafik',
        campaignCount: 'Kampagnen',
        q: 'Suche',
      },
    },
    audit: {
      name: 'Protokolleintrag |||| Protokoll',
      empty: 'Noch wurde keine Admin-Aktion protokolliert.',
      fields: {
        at: 'Zeitpunkt',
        actor: 'Wer (Benutzer-ID oder E-Mail)',
        actorEmail: 'Wer',
        action: 'Aktion',
        targetId: 'Ziel',
        outcome: 'Ergebnis',
        status: 'HTTP-Status',
        summary: 'Eingabe',
        error: 'Fehler',
        requestId: 'Anfrage-ID',
        from: 'Von',
        to: 'Bis',
      },
    },
  },
} satisfies Messages;
