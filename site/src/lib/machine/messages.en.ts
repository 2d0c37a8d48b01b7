/** English messages of "at the machine" (issue 13). `messages.de.ts` has the same keys. */
export const en = {
  'common.cancel': 'Cancel',
  'common.retry': 'Try again',
  'common.loading': 'Loading…',

  'time.lessThanMinute': '< 1 min',
  'time.minutes': '≈ {minutes} min',
  'time.hours': '≈ {hours} h {minutes} min',
  'time.hoursOnly': '≈ {hours} h',

  'machine.heading': 'My machine',
  'machine.intro':
    'How fast your machine sews. The running times of designs are worked out with these numbers.',
  'machine.speed': 'Stitches per minute',
  'machine.colourChange': 'Seconds per colour change',
  'machine.trim': 'Seconds per trim',
  'machine.stop': 'Seconds per stop',
  'machine.range': '{min} to {max}',
  'machine.hoops': 'My hoops',
  'machine.hoopsIntro': 'The hoops you own, by their sewing field in millimetres.',
  'machine.hoopsNone': 'No hoops yet.',
  'machine.hoopName': 'Name',
  'machine.hoopWidth': 'Width (mm)',
  'machine.hoopHeight': 'Height (mm)',
  'machine.hoopNameOf': 'Name of hoop {number}',
  'machine.hoopWidthOf': 'Width of hoop {number} in mm',
  'machine.hoopHeightOf': 'Height of hoop {number} in mm',
  'machine.addHoop': 'Add a hoop',
  'machine.removeHoop': 'Remove hoop {number}',
  'machine.save': 'Save my machine',
  'machine.saving': 'Saving…',
  'machine.saved': 'Your machine and hoops are saved.',
  'machine.loadFailed': 'Your machine settings could not be loaded.',
  'machine.saveFailed': 'The settings could not be saved. Please try again.',
  'machine.fix': 'Please correct the marked fields.',
  'machine.problem.number': 'Enter a whole number from {min} to {max}.',
  'machine.problem.hoopName': 'Give the hoop a name of at most {max} characters.',
  'machine.problem.hoopSize': 'Enter a size above 0 and at most {max} mm.',
  'machine.problem.tooManyHoops': 'Keep at most {max} hoops.',

  'threads.heading': 'My threads',
  'threads.intro':
    'The threads you have at home. Thread lists of designs can match their colours to these.',
  'threads.count': '{count} threads',
  'threads.countOne': '1 thread',
  'threads.empty': 'No threads yet. Add them from a chart, paste their codes or import a CSV file.',
  'threads.loadFailed': 'Your threads could not be loaded.',
  'threads.saveFailed': 'Your threads could not be saved. Please try again.',
  'threads.saving': 'Saving your threads…',
  'threads.filter': 'Find in my threads',
  'threads.filterNone': 'None of your threads matches.',
  'threads.remove': 'Remove {thread}',
  'threads.removed': '{thread} removed.',
  'threads.added': '{count} threads added.',
  'threads.addedOne': '1 thread added.',
  'threads.showAll': 'Show all {count}',
  'threads.thread': '{chart} {code} {name}',

  'add.heading': 'Add threads',
  'add.chart': 'Thread chart',
  'add.chooseChart': 'Choose a chart…',
  'add.chartColours': '{name} ({count} colours)',
  'add.chartFailed': 'The colours of this chart could not be loaded.',
  'add.pick': 'Pick colours',
  'add.search': 'Find a colour by code or name',
  'add.searchPlaceholder': 'e.g. 1800 or red',
  'add.found': '{count} colours match.',
  'add.noMatch': 'No colour of this chart matches.',
  'add.more': 'Show more colours',

  'paste.heading': 'Paste codes',
  'paste.label': 'Codes from the {chart} chart, one per line or separated by commas',
  'paste.submit': 'Add these codes',
  'paste.needsChart': 'Choose a chart above first.',
  'paste.nothing': 'Enter at least one code.',
  'paste.unknown': 'Not in the {chart} chart: {codes}',
  'paste.already': '{count} were already in your threads.',

  'csv.heading': 'CSV file',
  'csv.intro':
    'Columns brand and code, with or without a header row. The brand may be the chart’s id or its name.',
  'csv.import': 'Import CSV',
  'csv.export': 'Export CSV',
  'csv.reading': 'Reading {file}…',
  'csv.added': '{count} threads added from {file}.',
  'csv.none': 'No new threads in {file}.',
  'csv.already': '{count} were already in your threads.',
  'csv.problems': 'Lines not imported:',
  'csv.moreProblems': '… and {count} more lines.',
  'csv.tooLarge': 'The file is larger than {max} MB; split it and import the parts.',
  'csv.unreadable': 'The file could not be read. Please choose a CSV file.',
  'csv.problem.malformed': 'Line {line}: a brand and a code are needed.',
  'csv.problem.unknownBrand': 'Line {line}: there is no thread chart “{brand}”.',
  'csv.problem.unknownCode': 'Line {line}: {brand} has no colour {code}.',
  'csv.problem.duplicate': 'Line {line}: {brand} {code} is already on line {firstLine}.',
  'csv.problem.tooMany': 'Line {line}: you can keep at most {max} threads.',

  'list.heading': 'Thread list',
  'list.chart': 'Thread chart',
  'list.mine': 'My threads',
  'list.loading': 'Matching the threads…',
  'list.failed': 'The thread list could not be loaded.',
  'list.caption': 'Colour blocks in sewing order with the nearest thread of {chart}',
  'list.captionMine': 'Colour blocks in sewing order with the nearest of your threads',
  'list.block': '#',
  'list.colours': 'Design / thread',
  'list.thread': 'Thread',
  'list.deltaE': 'ΔE',
  'list.stitches': 'Stitches',
  'list.minutes': 'Minutes',
  'list.designColour': 'Design colour {rgb}',
  'list.threadColour': 'Thread colour {rgb}',
  'list.noneClose': 'Nothing close in your threads',
  'list.nearest': 'Nearest: {thread}, ΔE {deltaE}',
  'list.noThreads': 'No thread to match',
  'list.emptyStock': 'You have no threads yet.',
  'list.addThreads': 'Add your threads in the settings',
  'list.empty': 'This design has no colour blocks.',
  'list.deltaEHint':
    'ΔE is the colour difference between design and thread: below 1 it cannot be seen, up to 3 only side by side, above 5 it is clearly visible.',
  'list.total': 'Running time: {time}',

  'worksheet.button': 'Worksheet (PDF)',
  'worksheet.busy': 'Preparing the worksheet…',
  'worksheet.failed': 'The worksheet could not be made. Please try again.',
  'worksheet.paper': 'Paper',
  'worksheet.a4': 'A4',
  'worksheet.letter': 'US Letter',
  'worksheet.fileName': '{name} worksheet',
  'worksheet.signIn': 'Sign in to print a worksheet',

  'share.heading': 'Share',
  'share.intro':
    'A share link shows the preview and facts of this design to anyone who has the link — never its files.',
  'share.create': 'Create a share link',
  'share.creating': 'Creating the link…',
  'share.link': 'Share link',
  'share.copy': 'Copy link',
  'share.copied': 'The link is copied.',
  'share.copyFailed': 'Copying did not work; select the link and copy it yourself.',
  'share.open': 'Open',
  'share.revoke': 'Stop sharing',
  'share.revoking': 'Stopping…',
  'share.revoked': 'The link no longer works.',
  'share.failed': 'The link could not be created. Please try again.',
  'share.revokeFailed': 'The link could not be stopped. Please try again.',

  'check.title': 'Before you download {format}',
  'check.intro': 'A {format} file cannot keep everything of this design:',
  'check.anyway': 'Download anyway',

  'warning.colours-not-stored':
    '{format} stores only the colour changes ({colourChanges}), no thread colours: the colour sequence is on the worksheet only.',
  'warning.colours-approximated':
    '{format} stores each colour as the nearest of the {palette} palette. Visibly changed: {changed} of {colours} colours; the most, {from} → {to}, by ΔE {worstDeltaE}.',
  'warning.too-large':
    'The design is {widthMm} × {heightMm} mm, but {format} records its size in 16 bits, at most {limitMm} mm.',
  'warning.too-large.reach':
    'The design reaches {reachMm} mm from its start, but the {format} header records at most {limitMm} mm in each direction.',
  'warning.too-large.hoop':
    'The design is {widthMm} × {heightMm} mm, larger than the largest hoop {format} can declare (under {limitMm} × {limitMm} mm), so the file declares the {declaredHoop} hoop.',
  'warning.long-stitches-split':
    '{format} holds stitches of at most {maxMm} mm; longer stitches ({count}) are split into {pieces} shorter ones.',
  'warning.jumps-split':
    '{format} splits jumps longer than {maxMm} mm, so moves without a trim ({count}) become {jumpsForTrim} or more jumps in a row, which machines take as a trim: the thread is cut there.',
  'warning.name-truncated':
    '{format} keeps at most {max} characters of the name, in plain ASCII: “{stored}”.',
  'warning.name-characters-replaced': '{format} stores the name in plain ASCII, as “{stored}”.',
  'warning.name-not-stored': '{format} has no name field, so the name “{name}” is not in the file.',
  'warning.commands-dropped.as-colour-change':
    '{format} has no stop code: stops ({count}) are written as colour changes.',
  'warning.commands-dropped.as-jumps':
    '{format} has no trim code: trims ({count}) are written as three short jumps in a row, which machines take as a trim.',
  'warning.commands-dropped.machine-cuts-long-jump':
    '{format} has no trim code: where a trim comes before a jump longer than 3 mm ({count}×), Janome machines cut the thread themselves.',
  'warning.commands-dropped.lost':
    '{format} has no trim code: trims with no jump longer than 3 mm after them ({count}) are lost, so the thread there stays uncut.',
  'warning.commands-dropped.into-next-stitch':
    '{format} has no jump code: moves without stitching ({count}) go into the stitch after them, which readers take as one long stitch.',
  'warning.too-many-colours':
    'The design has {count} colour blocks and {format} lists at most {max}, so it cannot be converted.',
  'warning.too-many-stitches.records':
    'Split into moves of at most {maxMoveMm} mm, the design needs more than {max} {format} records, more than our writer writes, so it cannot be converted.',
  'warning.too-many-stitches.entries':
    'Its moves are so long that, split into moves of at most {maxMoveMm} mm, the design would need more than {max} entries, which our {format} writer refuses.',
  'warning.too-many-stitches.bytes-of-stitch-data':
    'The stitch data takes {count} bytes, but {format} states its length in 24 bits (at most {max}), so machines may reject the file.',
  'warning.too-many-stitches.stitches-in-one-run':
    'A run of {count} stitches without a jump, trim or colour change is longer than the {max} the {format} design section counts, so PE-Design misreads the design (the machine part is complete).',
  'warning.too-many-stitches.runs':
    'The design has {count} stitch and jump runs, more than the {max} the {format} design section counts, so PE-Design misreads it (the machine part is complete).',

  'shared.eyebrow': 'Shared design',
  'shared.loading': 'Loading the design…',
  'shared.missing': 'This link does not work',
  'shared.missingText':
    'Its owner may have stopped sharing the design, or the link is incomplete. Ask for a new link.',
  'shared.failed': 'The design could not be loaded. Please try again.',
  'shared.note': 'Someone shared this design with you. Its files stay with its owner.',
  'shared.browse': 'Browse the library',
};
