// ra-language-german 3.13.5 is written for react-admin 3. These two layers complete it for
// react-admin 5.15: keys it lacks, and entries whose English meaning or placeholders changed
// since v3 (or that use Swiss spelling where the product writes standard German).

/** Keys of ra-language-english 5.15 that ra-language-german 3.13 lacks. */
export const MISSING_IN_V3 = {
  ra: {
    action: {
      clear_array_input: 'Liste leeren',
      create_item: '%{item} erstellen',
      remove_all_filters: 'Alle Filter entfernen',
      reset: 'Zurücksetzen',
      search_columns: 'Spalten durchsuchen',
      select_all: 'Alle auswählen',
      select_all_button: 'Alle auswählen',
      select_row: 'Diese Zeile auswählen',
      update: 'Aktualisieren',
      move_up: 'Nach oben',
      move_down: 'Nach unten',
      open: 'Öffnen',
      toggle_theme: 'Zwischen hell und dunkel wechseln',
      select_columns: 'Spalten',
      update_application: 'Anwendung neu laden',
    },
    page: {
      access_denied: 'Zugriff verweigert',
      authentication_error: 'Fehler bei der Authentifizierung',
    },
    message: {
      access_denied: 'Sie haben nicht die nötigen Berechtigungen für diese Seite.',
      authentication_error:
        'Der Anmeldeserver hat einen Fehler gemeldet; Ihre Anmeldedaten konnten nicht geprüft werden.',
      auth_error: 'Beim Prüfen des Anmelde-Tokens ist ein Fehler aufgetreten.',
      bulk_update_content:
        'Möchten Sie %{name} %{recordRepresentation} wirklich aktualisieren? |||| Möchten Sie diese %{smart_count} Einträge wirklich aktualisieren?',
      bulk_update_title:
        '%{name} %{recordRepresentation} aktualisieren |||| %{smart_count} %{name} aktualisieren',
      clear_array_input: 'Möchten Sie wirklich die ganze Liste leeren?',
      select_all_limit_reached:
        'Es gibt zu viele Einträge, um alle auszuwählen. Nur die ersten %{max} wurden ausgewählt.',
      placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
    },
    navigation: {
      clear_filters: 'Filter zurücksetzen',
      no_filtered_results: 'Keine %{name} zu den aktuellen Filtern gefunden.',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} von mehr als %{offsetEnd}',
      current_page: 'Seite %{page}',
      page: 'Zu Seite %{page}',
      first: 'Zur ersten Seite',
      last: 'Zur letzten Seite',
      previous: 'Zur vorherigen Seite',
    },
    sort: {
      sort_by: 'Nach %{field_lower_first} %{order} sortieren',
      ASC: 'aufsteigend',
      DESC: 'absteigend',
    },
    auth: {
      email: 'E-Mail',
    },
    notification: {
      not_authorized: 'Sie sind nicht berechtigt, auf diese Daten zuzugreifen.',
      application_update_available: 'Eine neue Version ist verfügbar.',
      offline: 'Keine Verbindung. Die Daten konnten nicht geladen werden.',
    },
    validation: {
      unique: 'Muss eindeutig sein',
    },
    saved_queries: {
      label: 'Gespeicherte Abfragen',
      query_name: 'Name der Abfrage',
      new_label: 'Aktuelle Abfrage speichern …',
      new_dialog_title: 'Aktuelle Abfrage speichern unter',
      remove_label: 'Gespeicherte Abfrage entfernen',
      remove_label_with_name: 'Abfrage „%{name}“ entfernen',
      remove_dialog_title: 'Gespeicherte Abfrage entfernen?',
      remove_message:
        'Möchten Sie diesen Eintrag wirklich aus Ihren gespeicherten Abfragen entfernen?',
      help: 'Filtern Sie die Liste und speichern Sie die Abfrage für später',
    },
    guesser: {
      empty: {
        title: 'Keine Daten vorhanden',
        message: 'Bitte prüfen Sie den Data Provider',
      },
    },
    configurable: {
      customize: 'Anpassen',
      configureMode: 'Diese Seite anpassen',
      inspector: {
        title: 'Inspektor',
        content: 'Zeigen Sie auf ein Element der Oberfläche, um es anzupassen',
        reset: 'Einstellungen zurücksetzen',
        hideAll: 'Alle ausblenden',
        showAll: 'Alle einblenden',
      },
      Datagrid: {
        title: 'Tabelle',
        unlabeled: 'Spalte ohne Titel #%{column}',
      },
      SimpleForm: {
        title: 'Formular',
        unlabeled: 'Eingabefeld ohne Titel #%{input}',
      },
      SimpleList: {
        title: 'Liste',
        primaryText: 'Haupttext',
        secondaryText: 'Zweiter Text',
        tertiaryText: 'Dritter Text',
      },
    },
  },
};

/** Entries of ra-language-german 3.13 that react-admin 5 uses differently, or that read badly. */
export const CORRECTIONS_TO_V3 = {
  ra: {
    action: {
      close: 'Schließen',
      close_menu: 'Menü schließen',
      expand: 'Aufklappen',
      open_menu: 'Menü öffnen',
      remove_filter: 'Diesen Filter entfernen',
      undo: 'Rückgängig',
    },
    page: {
      dashboard: 'Übersicht',
      edit: '%{name} %{recordRepresentation}',
      empty: 'Noch keine %{name}.',
      invite: 'Möchten Sie einen Eintrag anlegen?',
      loading: 'Wird geladen',
      show: '%{name} %{recordRepresentation}',
    },
    message: {
      bulk_delete_content:
        'Möchten Sie diesen Eintrag (%{name}) wirklich löschen? |||| Möchten Sie diese %{smart_count} Einträge wirklich löschen?',
      bulk_delete_title: '%{name} löschen |||| %{smart_count} %{name} löschen',
      delete_content: 'Möchten Sie diesen Eintrag (%{name}) wirklich löschen?',
      delete_title: '%{name} %{recordRepresentation} löschen',
      loading: 'Bitte warten',
      not_found: 'Die Adresse ist falsch, oder der Link führt ins Leere.',
    },
    navigation: {
      next: 'Zur nächsten Seite',
      no_more_results:
        'Die Seite %{page} liegt außerhalb des Bereichs. Versuchen Sie die vorherige Seite.',
      no_results: 'Keine %{name} gefunden',
      page_out_from_begin: 'Vor Seite 1 geht es nicht weiter',
      page_out_from_end: 'Nach der letzten Seite geht es nicht weiter',
      page_out_of_boundaries: 'Seite %{page} liegt außerhalb des Bereichs',
    },
    auth: {
      auth_check_error: 'Bitte melden Sie sich an, um fortzufahren',
      sign_in_error: 'Die Anmeldung ist fehlgeschlagen, bitte versuchen Sie es erneut',
      username: 'Benutzername',
    },
    notification: {
      data_provider_error: 'Fehler im dataProvider. Einzelheiten stehen in der Konsole.',
      logged_out: 'Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.',
    },
    validation: {
      email: 'Muss eine gültige E-Mail-Adresse sein',
      number: 'Muss eine Zahl sein',
      oneOf: 'Muss einer dieser Werte sein: %{options}',
      regex: 'Muss einem bestimmten Format entsprechen (regulärer Ausdruck): %{pattern}',
    },
  },
};
