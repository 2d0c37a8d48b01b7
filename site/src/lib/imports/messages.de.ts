import type { en } from './messages.en.ts';

/** German messages of the import panel on /files. */
export const de: Record<keyof typeof en, string> = {
  'common.cancel': 'Abbrechen',

  'add.heading': 'Motive hinzufügen',
  'add.drop': 'Stickdateien, Ordner oder Zip-Archive hierher ziehen',
  'add.or': 'oder',
  'add.chooseFiles': 'Dateien oder Zips wählen',
  'add.chooseFolder': 'Ordner wählen',
  'add.hint':
    'Jedes Maschinenformat. Ein Zip-Archiv einer ganzen Sammlung (bis 2 GB) macht nach dem Neuladen der Seite dort weiter, wo es stand.',
  'add.reading': 'Ordner wird gelesen…',
  'add.nothing': 'Darin waren keine Dateien.',
  'add.askTitle': '{folder} enthält {count} Dateien',
  'add.askTitleFiles': '{count} Dateien auf einmal',
  'add.askText':
    'Sie gehen in {parts} Teilen, jeder ein eigener Import, und brechen ab, wenn Sie die Seite verlassen oder neu laden. Packen Sie den Ordner besser als Zip und ziehen Sie das Zip hierher: Es kommt als ein Import an und macht nach dem Neuladen weiter.',
  'add.askSend': 'In {parts} Teilen senden',
  'add.sendingParts': 'Teil {part} von {parts} wird gesendet…',
  'add.refused': 'Diese Dateien konnten nicht hochgeladen werden.',

  'imports.heading': 'Importe',
  'imports.past': 'Frühere Importe',
  'imports.showOlder': 'Ältere Importe zeigen ({count})',
  'imports.loadError': 'Die Importe konnten nicht geladen werden.',
  'imports.polling': 'Live-Aktualisierung unterbrochen: Stand wird alle paar Sekunden abgefragt.',

  'state.receiving': 'Wird hochgeladen',
  'state.expanding': 'Wird entpackt',
  'state.processing': 'Wird verarbeitet',
  'state.done': 'Fertig',
  'state.failed': 'Abgebrochen',

  'progress.files': '{finished} von {total} Dateien',
  'progress.counting': '{finished} von bisher {total} Dateien, wird noch entpackt',
  'progress.waiting': 'Warten auf die ersten Dateien…',
  'progress.rate': '{rate} Dateien/s',
  'progress.timeLeft': 'noch etwa {time}',
  'progress.soFar':
    'Bisher – fehlgeschlagen: {failed} · Duplikate: {duplicates} · übersprungen: {skipped}',
  'progress.of': 'Fortschritt von {name}',

  'upload.sending': 'Wird hochgeladen: {sent} von {total} ({percent} %)',
  'upload.sendingLeft': 'Wird hochgeladen: {sent} von {total} ({percent} %), noch etwa {time}',
  'upload.of': 'Hochladen von {name}',
  'upload.interrupted':
    'Das Hochladen wurde unterbrochen. Wählen Sie {name} noch einmal: Es geht dort weiter, wo es stand.',
  'upload.chooseAgain': '{name} noch einmal wählen',
  'upload.elsewhere': 'Kommt aus einem anderen Fenster oder von einem anderen Gerät.',
  'upload.failed': 'Das Hochladen ist fehlgeschlagen: {reason}',
  'upload.failedGeneric':
    'Das Hochladen ist fehlgeschlagen. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  'upload.retry': 'Erneut versuchen',
  'upload.cancel': 'Hochladen abbrechen',
  'upload.cancelFailed':
    'Das Hochladen konnte nicht abgebrochen werden. Bitte versuchen Sie es erneut.',
  'upload.dismiss': 'Ausblenden',
  'upload.notArchive': '{name} ist kein Zip-Archiv. Ziehen Sie Stickdateien oder Zips hierher.',

  'announce.started': '{name}: Import begonnen.',
  'announce.progress': '{name}: {finished} von {total} Dateien erledigt.',
  'announce.done':
    '{name} importiert. Motive angelegt: {created}, Formate ergänzt: {joined}, Duplikate: {duplicates}, übersprungen: {skipped}, fehlgeschlagen: {failed}.',
  'announce.failed': '{name} abgebrochen: {error}',

  'summary.finished': 'Fertig {when} · {files} Dateien in {duration}',
  'summary.stopped': 'Abgebrochen {when}',
  'summary.open': 'Importierte Motive ansehen',
  'summary.details': 'Einzelheiten zu {name}',

  'figure.designsCreated': 'Motive angelegt',
  'figure.formatsJoined': 'Formate ergänzt',
  'figure.duplicates': 'Duplikate',
  'figure.skipped': 'Übersprungen',
  'figure.failed': 'Fehlgeschlagen',

  'entries.duplicate': 'Duplikate',
  'entries.failed': 'Fehlgeschlagene Dateien',
  'entries.skipped': 'Übersprungene Dateien',
  'entries.loading': 'Wird geladen…',
  'entries.more': 'Mehr zeigen',
  'entries.error': 'Die Dateien konnten nicht geladen werden.',
  'entries.openDesign': 'Motiv öffnen',
  'entries.openDesignOf': 'Das Motiv öffnen, das {path} doppelt',
  'entries.count': '{count} Dateien',
  'entries.countOne': '1 Datei',

  'lookup.heading': 'Habe ich das schon?',
  'lookup.text':
    'Prüfen Sie eine Datei, bevor Sie sie kaufen oder importieren. Es wird nichts gespeichert.',
  'lookup.choose': 'Datei zum Prüfen wählen',
  'lookup.checking': 'Wird geprüft…',
  'lookup.exact': 'Das haben Sie schon: {name} (identisch)',
  'lookup.sameMotif': 'Gleiches Motiv wie {name} ({formats})',
  'lookup.none': 'Nicht in Ihrer Sammlung.',
  'lookup.refused': 'Diese Datei konnte nicht geprüft werden. Bitte versuchen Sie es erneut.',
};
