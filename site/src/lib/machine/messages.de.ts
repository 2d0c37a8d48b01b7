import type { en } from './messages.en.ts';

/** Deutsche Texte von „An der Maschine“ (Issue 13). */
export const de: Record<keyof typeof en, string> = {
  'common.cancel': 'Abbrechen',
  'common.retry': 'Erneut versuchen',
  'common.loading': 'Wird geladen…',

  'time.lessThanMinute': '< 1 Min.',
  'time.minutes': '≈ {minutes} Min.',
  'time.hours': '≈ {hours} Std. {minutes} Min.',
  'time.hoursOnly': '≈ {hours} Std.',

  'machine.heading': 'Meine Maschine',
  'machine.intro':
    'Wie schnell Ihre Maschine stickt. Mit diesen Werten werden die Laufzeiten der Motive berechnet.',
  'machine.speed': 'Stiche pro Minute',
  'machine.colourChange': 'Sekunden pro Farbwechsel',
  'machine.trim': 'Sekunden pro Fadenschnitt',
  'machine.stop': 'Sekunden pro Stopp',
  'machine.range': '{min} bis {max}',
  'machine.hoops': 'Meine Stickrahmen',
  'machine.hoopsIntro': 'Ihre Stickrahmen mit ihrem Stickfeld in Millimetern.',
  'machine.hoopsNone': 'Noch keine Stickrahmen.',
  'machine.hoopName': 'Name',
  'machine.hoopWidth': 'Breite (mm)',
  'machine.hoopHeight': 'Höhe (mm)',
  'machine.hoopNameOf': 'Name von Rahmen {number}',
  'machine.hoopWidthOf': 'Breite von Rahmen {number} in mm',
  'machine.hoopHeightOf': 'Höhe von Rahmen {number} in mm',
  'machine.addHoop': 'Rahmen hinzufügen',
  'machine.removeHoop': 'Rahmen {number} entfernen',
  'machine.save': 'Maschine speichern',
  'machine.saving': 'Wird gespeichert…',
  'machine.saved': 'Ihre Maschine und Ihre Rahmen sind gespeichert.',
  'machine.loadFailed': 'Ihre Maschineneinstellungen konnten nicht geladen werden.',
  'machine.saveFailed':
    'Die Einstellungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  'machine.fix': 'Bitte korrigieren Sie die markierten Felder.',
  'machine.problem.number': 'Geben Sie eine ganze Zahl von {min} bis {max} ein.',
  'machine.problem.hoopName': 'Geben Sie dem Rahmen einen Namen mit höchstens {max} Zeichen.',
  'machine.problem.hoopSize': 'Geben Sie eine Größe über 0 und bis {max} mm ein.',
  'machine.problem.tooManyHoops': 'Sie können höchstens {max} Rahmen speichern.',

  'threads.heading': 'Meine Garne',
  'threads.intro':
    'Die Garne, die Sie zu Hause haben. Die Garnlisten der Motive können ihre Farben diesen zuordnen.',
  'threads.count': '{count} Garne',
  'threads.countOne': '1 Garn',
  'threads.empty':
    'Noch keine Garne. Fügen Sie sie aus einer Farbkarte hinzu, fügen Sie ihre Nummern ein oder importieren Sie eine CSV-Datei.',
  'threads.loadFailed': 'Ihre Garne konnten nicht geladen werden.',
  'threads.saveFailed':
    'Ihre Garne konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  'threads.saving': 'Ihre Garne werden gespeichert…',
  'threads.filter': 'In meinen Garnen suchen',
  'threads.filterNone': 'Keines Ihrer Garne passt.',
  'threads.remove': '{thread} entfernen',
  'threads.removed': '{thread} entfernt.',
  'threads.added': '{count} Garne hinzugefügt.',
  'threads.addedOne': '1 Garn hinzugefügt.',
  'threads.showAll': 'Alle {count} zeigen',
  'threads.thread': '{chart} {code} {name}',

  'add.heading': 'Garne hinzufügen',
  'add.chart': 'Farbkarte',
  'add.chooseChart': 'Farbkarte wählen…',
  'add.chartColours': '{name} ({count} Farben)',
  'add.chartFailed': 'Die Farben dieser Karte konnten nicht geladen werden.',
  'add.pick': 'Farben auswählen',
  'add.search': 'Farbe nach Nummer oder Name suchen',
  'add.searchPlaceholder': 'z. B. 1800 oder rot',
  'add.found': '{count} Farben passen.',
  'add.noMatch': 'Keine Farbe dieser Karte passt.',
  'add.more': 'Mehr Farben zeigen',

  'paste.heading': 'Nummern einfügen',
  'paste.label': 'Nummern der Farbkarte {chart}, eine pro Zeile oder durch Kommas getrennt',
  'paste.submit': 'Diese Nummern hinzufügen',
  'paste.needsChart': 'Wählen Sie zuerst oben eine Farbkarte.',
  'paste.nothing': 'Geben Sie mindestens eine Nummer ein.',
  'paste.unknown': 'Nicht in der Farbkarte {chart}: {codes}',
  'paste.already': '{count} waren schon in Ihren Garnen.',

  'csv.heading': 'CSV-Datei',
  'csv.intro':
    'Spalten brand und code, mit oder ohne Kopfzeile. Als brand geht die Kennung der Farbkarte oder ihr Name.',
  'csv.import': 'CSV importieren',
  'csv.export': 'CSV exportieren',
  'csv.reading': '{file} wird gelesen…',
  'csv.added': '{count} Garne aus {file} hinzugefügt.',
  'csv.none': 'Keine neuen Garne in {file}.',
  'csv.already': '{count} waren schon in Ihren Garnen.',
  'csv.problems': 'Nicht importierte Zeilen:',
  'csv.moreProblems': '… und {count} weitere Zeilen.',
  'csv.tooLarge':
    'Die Datei ist größer als {max} MB; teilen Sie sie und importieren Sie die Teile einzeln.',
  'csv.unreadable': 'Die Datei konnte nicht gelesen werden. Bitte wählen Sie eine CSV-Datei.',
  'csv.problem.malformed': 'Zeile {line}: Marke und Nummer werden gebraucht.',
  'csv.problem.unknownBrand': 'Zeile {line}: Es gibt keine Farbkarte „{brand}“.',
  'csv.problem.unknownCode': 'Zeile {line}: {brand} hat keine Farbe {code}.',
  'csv.problem.duplicate': 'Zeile {line}: {brand} {code} steht schon in Zeile {firstLine}.',
  'csv.problem.tooMany': 'Zeile {line}: Sie können höchstens {max} Garne speichern.',

  'list.heading': 'Garnliste',
  'list.chart': 'Farbkarte',
  'list.mine': 'Meine Garne',
  'list.loading': 'Garne werden zugeordnet…',
  'list.failed': 'Die Garnliste konnte nicht geladen werden.',
  'list.caption': 'Farbblöcke in Stickreihenfolge mit dem nächsten Garn aus {chart}',
  'list.captionMine': 'Farbblöcke in Stickreihenfolge mit dem nächsten Ihrer Garne',
  'list.block': 'Nr.',
  'list.colours': 'Motiv / Garn',
  'list.thread': 'Garn',
  'list.deltaE': 'ΔE',
  'list.stitches': 'Stiche',
  'list.minutes': 'Minuten',
  'list.designColour': 'Motivfarbe {rgb}',
  'list.threadColour': 'Garnfarbe {rgb}',
  'list.noneClose': 'Nichts Passendes in Ihren Garnen',
  'list.nearest': 'Am nächsten: {thread}, ΔE {deltaE}',
  'list.noThreads': 'Kein Garn zum Zuordnen',
  'list.emptyStock': 'Sie haben noch keine Garne eingetragen.',
  'list.addThreads': 'Tragen Sie Ihre Garne in den Einstellungen ein',
  'list.empty': 'Dieses Motiv hat keine Farbblöcke.',
  'list.deltaEHint':
    'ΔE ist der Farbabstand zwischen Motiv und Garn: unter 1 unsichtbar, bis 3 nur im direkten Vergleich, über 5 deutlich sichtbar.',
  'list.total': 'Laufzeit: {time}',

  'worksheet.button': 'Arbeitsblatt (PDF)',
  'worksheet.busy': 'Das Arbeitsblatt wird erstellt…',
  'worksheet.failed':
    'Das Arbeitsblatt konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  'worksheet.paper': 'Papier',
  'worksheet.a4': 'A4',
  'worksheet.letter': 'US Letter',
  'worksheet.fileName': '{name} Arbeitsblatt',
  'worksheet.signIn': 'Zum Drucken eines Arbeitsblatts anmelden',
  'worksheet.bulk': 'Arbeitsblätter dieser {count} Motive (PDF)',
  'worksheet.bulkOne': 'Arbeitsblatt dieses Motivs (PDF)',
  'worksheet.bulkLimit': 'Ein PDF enthält die ersten {count} angezeigten Motive.',
  'worksheet.favoritesName': 'Favoriten',
  'worksheet.mineName': 'Meine Designs',

  'share.heading': 'Teilen',
  'share.intro':
    'Ein Link zum Teilen zeigt allen, die ihn haben, die Vorschau und die Daten dieses Motivs – nie seine Dateien.',
  'share.create': 'Link zum Teilen erstellen',
  'share.creating': 'Der Link wird erstellt…',
  'share.link': 'Link zum Teilen',
  'share.copy': 'Link kopieren',
  'share.copied': 'Der Link ist kopiert.',
  'share.copyFailed':
    'Kopieren hat nicht geklappt; markieren Sie den Link und kopieren Sie ihn selbst.',
  'share.open': 'Öffnen',
  'share.revoke': 'Nicht mehr teilen',
  'share.revoking': 'Wird beendet…',
  'share.revoked': 'Der Link funktioniert nicht mehr.',
  'share.failed': 'Der Link konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  'share.revokeFailed': 'Der Link konnte nicht beendet werden. Bitte versuchen Sie es erneut.',

  'check.title': 'Bevor Sie {format} herunterladen',
  'check.intro': 'Eine {format}-Datei kann nicht alles von diesem Motiv speichern:',
  'check.anyway': 'Trotzdem herunterladen',

  'warning.colours-not-stored':
    '{format} speichert nur die Farbwechsel ({colourChanges}), keine Garnfarben: Die Farbfolge steht nur auf dem Arbeitsblatt.',
  'warning.colours-approximated':
    '{format} speichert jede Farbe als die nächste der Palette {palette}. Sichtbar verändert: {changed} von {colours} Farben; am stärksten {from} → {to} um ΔE {worstDeltaE}.',
  'warning.too-large':
    'Das Motiv ist {widthMm} × {heightMm} mm groß, {format} speichert die Größe aber in 16 Bit, höchstens {limitMm} mm.',
  'warning.too-large.reach':
    'Das Motiv reicht {reachMm} mm weit vom Startpunkt, der Kopf einer {format}-Datei hält aber höchstens {limitMm} mm in jede Richtung fest.',
  'warning.too-large.hoop':
    'Das Motiv ist {widthMm} × {heightMm} mm groß und damit größer als der größte Rahmen, den {format} angeben kann (unter {limitMm} × {limitMm} mm); die Datei nennt deshalb den Rahmen {declaredHoop}.',
  'warning.long-stitches-split':
    '{format} speichert Stiche bis {maxMm} mm; längere Stiche ({count}) werden in {pieces} kürzere geteilt.',
  'warning.jumps-split':
    '{format} teilt Sprünge über {maxMm} mm, sodass Wege ohne Fadenschnitt ({count}) zu {jumpsForTrim} oder mehr Sprüngen hintereinander werden. Maschinen verstehen das als Fadenschnitt: Der Faden wird dort abgeschnitten.',
  'warning.name-truncated':
    '{format} speichert höchstens {max} Zeichen des Namens, nur in einfachem ASCII: „{stored}“.',
  'warning.name-characters-replaced':
    '{format} speichert den Namen nur in einfachem ASCII, als „{stored}“.',
  'warning.name-not-stored':
    '{format} hat kein Namensfeld, der Name „{name}“ steht also nicht in der Datei.',
  'warning.commands-dropped.as-colour-change':
    '{format} kennt keinen Stopp: Stopps ({count}) werden als Farbwechsel geschrieben.',
  'warning.commands-dropped.as-jumps':
    '{format} kennt keinen Fadenschnitt: Fadenschnitte ({count}) werden als drei kurze Sprünge hintereinander geschrieben, die Maschinen als Fadenschnitt verstehen.',
  'warning.commands-dropped.machine-cuts-long-jump':
    '{format} kennt keinen Fadenschnitt: Wo ein Fadenschnitt vor einem Sprung über 3 mm steht ({count}×), schneiden Janome-Maschinen den Faden selbst.',
  'warning.commands-dropped.lost':
    '{format} kennt keinen Fadenschnitt: Fadenschnitte ohne folgenden Sprung über 3 mm ({count}) gehen verloren, der Faden bleibt dort ungeschnitten.',
  'warning.commands-dropped.into-next-stitch':
    '{format} kennt keinen Sprung: Wege ohne Sticken ({count}) gehen in den folgenden Stich ein, den Programme dann als einen langen Stich lesen.',
  'warning.too-many-colours':
    'Das Motiv hat {count} Farbblöcke, {format} führt höchstens {max} auf; es kann nicht umgewandelt werden.',
  'warning.too-many-stitches.records':
    'In Wege von höchstens {maxMoveMm} mm geteilt, bräuchte das Motiv mehr als {max} {format}-Datensätze, mehr als unser Schreibprogramm schreibt; es kann nicht umgewandelt werden.',
  'warning.too-many-stitches.entries':
    'Die Wege des Motivs sind so lang, dass es, in Wege von höchstens {maxMoveMm} mm geteilt, mehr als {max} Einträge bräuchte; unser {format}-Schreibprogramm lehnt das ab.',
  'warning.too-many-stitches.bytes-of-stitch-data':
    'Die Stichdaten belegen {count} Bytes, {format} gibt ihre Länge aber in 24 Bit an (höchstens {max}); Maschinen können die Datei ablehnen.',
  'warning.too-many-stitches.stitches-in-one-run':
    'Eine Folge von {count} Stichen ohne Sprung, Fadenschnitt oder Farbwechsel ist länger als die {max}, die der Designteil von {format} zählt; PE-Design liest das Motiv deshalb falsch (der Maschinenteil ist vollständig).',
  'warning.too-many-stitches.runs':
    'Das Motiv hat {count} Stich- und Sprungfolgen, mehr als die {max}, die der Designteil von {format} zählt; PE-Design liest es deshalb falsch (der Maschinenteil ist vollständig).',

  'shared.eyebrow': 'Geteiltes Motiv',
  'shared.loading': 'Das Motiv wird geladen…',
  'shared.missing': 'Dieser Link funktioniert nicht',
  'shared.missingText':
    'Vielleicht wird das Motiv nicht mehr geteilt, oder der Link ist unvollständig. Bitten Sie um einen neuen Link.',
  'shared.failed': 'Das Motiv konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  'shared.note':
    'Jemand hat dieses Motiv mit Ihnen geteilt. Die Dateien bleiben beim Besitzer des Motivs.',
  'shared.browse': 'Bibliothek ansehen',
};
