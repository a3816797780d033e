// The content editor's own words in Finnish (issue 36 item 5). Keystatic 0.6 translates only a
// couple of dozen words for fi-FI (some of them Estonian or infinitives) and writes the rest of
// its interface in English in its compiled code. scripts/lib/vite-keystatic-finnish.mjs replaces
// these in Keystatic's and Keystar UI's modules as the editor's page is bundled.
//
// Each module lists
// - `locale`: its fi-FI dictionary entries to replace (the key must be there),
// - `text`: [English, Finnish] snippets of its code; any run of white space in the English
//   matches any white space, and every snippet must be found (tests/unit/scripts/vite-keystatic-finnish.test.ts
//   checks this against the installed packages, so an upgrade that changes a string is noticed),
// - `prelude`: code put before the module's own (the pickers' titles, selecting a new image).
// The words editors do not meet (the GitHub app setup, Keystatic Cloud, the old document
// editor) stay English: docs/content.md lists them.

/**
 * @typedef {object} ModuleStrings
 * @property {Record<string, string>} [locale]
 * @property {[string, string][]} [text]
 * @property {string} [prelude] code put before the module's own
 */

/** Keystatic's entry, and what the snippets say: */
const ENTRY = 'merkintä';

/** @type {Record<string, ModuleStrings>} keyed by the module's path from node_modules */
export const KEYSTATIC_FINNISH = {
  // The words Keystatic translates, for its own fi-FI.
  '@keystatic/core/dist/index-3c244051.js': {
    // An image's details (with its required text alternative) open as soon as it is added, and
    // whenever an image without one is selected (issue 36 item 1): the field is in sight, not
    // behind the image's pencil button.
    prelude:
      "const __selectImageBefore = (view) => { const { $from } = view.state.selection; const image = $from.nodeBefore; if (image && image.type.name === 'image') view.dispatch(view.state.tr.setSelection(NodeSelection.create(view.state.doc, $from.pos - image.nodeSize))); };",
    locale: {
      add: 'Lisää',
      basedOn: 'Perustuu haaraan',
      branches: 'Haarat',
      branchName: 'Haaran nimi',
      cancel: 'Peruuta',
      clear: 'Tyhjennä',
      collection: 'Kokoelma',
      collections: 'Kokoelmat',
      create: 'Luo',
      createPullRequest: 'Luo muutospyyntö',
      currentBranch: 'Nykyinen haara',
      dashboard: 'Etusivu',
      defaultBranch: 'Oletushaara',
      delete: 'Poista',
      deleteBranch: 'Poista haara',
      edit: 'Muokkaa',
      loading: 'Ladataan',
      newBranch: 'Uusi haara…',
      otherBranches: 'Muut haarat',
      pullRequests: 'Muutospyynnöt',
      save: 'Tallenna',
      search: 'Hae',
      singleton: 'Yksittäinen sivu',
      singletons: 'Yksittäiset sivut',
      theCurrentlyCheckedOutBranch:
        'Haara, jolla olet nyt. Valitse tämä, kun jatkat tämän haaran keskeneräistä työtä.',
      theDefaultBranchInYourRepository:
        'Tietovaraston oletushaara. Valitse tämä, kun aloitat jotain uutta, joka ei riipu nykyisestä haarasta.',
      viewPullRequests: 'Näytä muutospyynnöt',
    },
    text: [
      [
        'filename: schema.config.image.transformFilename(file.name) })));',
        'filename: schema.config.image.transformFilename(file.name) }))); __selectImageBefore(view);',
      ],
      [
        'function ImagePopover(props) { const $ = c(42); const stringFormatter = useLocalizedStringFormatter(strings); const runCommand = useEditorDispatchCommand(); const [dialogOpen, setDialogOpen] = useState(false);',
        'function ImagePopover(props) { const $ = c(42); const stringFormatter = useLocalizedStringFormatter(strings); const runCommand = useEditorDispatchCommand(); const [dialogOpen, setDialogOpen] = useState(!props.node.attrs.alt);',
      ],
      // The body editor's toolbar and menus.
      ['name: `Heading ${level}`', 'name: `Otsikko ${level}`'],
      ['label: `Heading ${level}`', 'label: `Otsikko ${level}`'],
      ["label: 'Heading ' + level", "label: 'Otsikko ' + level"],
      ["name: 'Paragraph'", "name: 'Leipäteksti'"],
      // The slash menu describes the allowed heading levels in order, the first as the top one.
      [
        "description: 'Use this for a top level heading'",
        "description: 'Ylimmän tason väliotsikko'",
      ],
      ["description: 'Use this for key sections'", "description: 'Pääosien otsikko'"],
      ["description: 'Use this for sub-sections'", "description: 'Alaosien otsikko'"],
      ["description: 'Use this for deep headings'", "description: 'Syvemmän tason otsikko'"],
      [
        "description: 'Use this for grouping list items'",
        "description: 'Luettelon ryhmien otsikko'",
      ],
      ["description: 'Use this for low-level headings'", "description: 'Alimman tason otsikko'"],
      ['"aria-label": "Text block"', '"aria-label": "Tekstilaji"'],
      ['"aria-label": "Formatting options"', '"aria-label": "Muotoilu"'],
      ['"aria-label": "Text formatting"', '"aria-label": "Tekstin muotoilu"'],
      ['"aria-label": "Blocks"', '"aria-label": "Lohkot"'],
      ['"aria-label": "Lists"', '"aria-label": "Luettelot"'],
      ['"aria-label": "Quote"', '"aria-label": "Lainaus"'],
      ['"aria-label": "Code block"', '"aria-label": "Koodilohko"'],
      ['"aria-label": "Table"', '"aria-label": "Taulukko"'],
      ['"aria-label": "Image"', '"aria-label": "Kuva"'],
      ['"aria-label": "Insert menu"', '"aria-label": "Lisää-valikko"'],
      ['"aria-label": "Insert block"', '"aria-label": "Lisää lohko"'],
      ['"aria-label": "Cell options"', '"aria-label": "Solun toiminnot"'],
      ['"aria-label": "Code block language"', '"aria-label": "Koodilohkon kieli"'],
      // The toolbar's link button is named "Divider" in Keystatic.
      [
        'jsx(ToolbarButton, { "aria-label": "Divider", command: (state_0, dispatch) => {',
        'jsx(ToolbarButton, { "aria-label": "Linkki", command: (state_0, dispatch) => {',
      ],
      ['"aria-label": "Divider"', '"aria-label": "Vaakaviiva"'],
      ["label: 'Bold'", "label: 'Lihavointi'"],
      ["label: 'Italic'", "label: 'Kursiivi'"],
      ["label: 'Underline'", "label: 'Alleviivaus'"],
      ["label: 'Strikethrough'", "label: 'Yliviivaus'"],
      ["label: 'Code'", "label: 'Koodi'"],
      ["label: 'Superscript'", "label: 'Yläindeksi'"],
      ["label: 'Subscript'", "label: 'Alaindeksi'"],
      ["label: 'Clear formatting'", "label: 'Poista muotoilu'"],
      ["label: 'Blockquote'", "label: 'Lainaus'"],
      ["label: 'Code block'", "label: 'Koodilohko'"],
      ["label: 'Image'", "label: 'Kuva'"],
      ["label: 'Table'", "label: 'Taulukko'"],
      ["label: 'Divider'", "label: 'Vaakaviiva'"],
      ["label: 'Bullet list'", "label: 'Luettelo'"],
      ["label: 'Bullet List'", "label: 'Luettelo'"],
      ["label: 'Numbered list'", "label: 'Numeroitu luettelo'"],
      ["label: 'Numbered List'", "label: 'Numeroitu luettelo'"],
      ["label: 'Ordered list'", "label: 'Numeroitu luettelo'"],
      ["description: 'Insert a quote or citation'", "description: 'Lainaus tai sitaatti'"],
      [
        "description: 'A horizontal line to separate content'",
        "description: 'Vaakaviiva sisällön osien väliin'",
      ],
      ["description: 'Display code with syntax highlighting'", "description: 'Ohjelmakoodia'"],
      ["description: 'Insert an unordered list'", "description: 'Luettelo ilman numeroita'"],
      ["description: 'Insert an ordered list'", "description: 'Luettelo numeroin'"],
      ["description: 'Insert a table'", "description: 'Taulukko'"],
      ["description: 'Insert an image'", "description: 'Kuva tiedostosta'"],
      ['children: "Bullet List"', 'children: "Luettelo"'],
      ['children: "Numbered List"', 'children: "Numeroitu luettelo"'],
      ['children: "Divider"', 'children: "Vaakaviiva"'],
      ['children: "Quote"', 'children: "Lainaus"'],
      ['children: "Code block"', 'children: "Koodilohko"'],
      ['children: "Table"', 'children: "Taulukko"'],
      ['children: "Image"', 'children: "Kuva"'],
      ['children: "Link"', 'children: "Linkki"'],
      ['children: "No results\\u2026"', 'children: "Ei osumia\\u2026"'],
      [
        'placeholderPlugin(\'Start writing or press "/" for commands…\')',
        "placeholderPlugin('Kirjoita tekstiä. Kauttaviiva / avaa lisättävien lohkojen valikon.')",
      ],
      // Tables.
      ["label: 'Delete row'", "label: 'Poista rivi'"],
      ["label: 'Delete column'", "label: 'Poista sarake'"],
      ["label: 'Insert row below'", "label: 'Lisää rivi alle'"],
      ["label: 'Insert column right'", "label: 'Lisää sarake oikealle'"],
      ['label: "Select Column"', 'label: "Valitse sarake"'],
      ['label: "Select Row"', 'label: "Valitse rivi"'],
      ['label: "Select Table"', 'label: "Valitse taulukko"'],
      ['children: "Header row"', 'children: "Otsikkorivi"'],
      ['children: "Options"', 'children: "Toiminnot"'],
      // The link dialog and popover.
      [
        'const t4 = props.href ? "Edit" : "Add";',
        'const t4 = props.href ? "Muokkaa linkkiä" : "Lisää linkki";',
      ],
      ['children: [t4, " link"]', 'children: [t4]'],
      ['label: "Text",', 'label: "Teksti",'],
      ['label: "Link",', 'label: "Linkin osoite",'],
      ['"Please provide a valid URL."', '"Anna kelvollinen osoite."'],
      ['children: "Unlink"', 'children: "Poista linkki"'],
      // Images and files.
      ['children: "Image details"', 'children: "Kuvan tiedot"'],
      ['label: "File name",', 'label: "Tiedoston nimi",'],
      ['label: "Filename",', 'label: "Tiedoston nimi",'],
      ['children: "Choose file"', 'children: "Valitse tiedosto"'],
      ["'Please provide a file name.'", "'Anna tiedostolle nimi.'"],
      ["label: 'Alt text'", "label: 'Vaihtoehtoinen teksti'"],
      [
        "description: 'This text will be used by screen readers and search engines.'",
        "description: 'Ruudunlukija lukee tämän tekstin kuvan sijaan; hakukoneet käyttävät sitä.'",
      ],
      // Buttons of many dialogs.
      ['children: "Remove"', 'children: "Poista"'],
      ['children: "Insert"', 'children: "Lisää"'],
      ['children: "Edit"', 'children: "Muokkaa"'],
      ['children: "Done"', 'children: "Valmis"'],
      ['cancelLabel: "Cancel"', 'cancelLabel: "Peruuta"'],
      ['primaryActionLabel: "Yes, delete"', 'primaryActionLabel: "Kyllä, poista"'],
      // Lists of items (the FAQ) and fields.
      ['children: "Add item"', 'children: "Lisää"'],
      ['children: "Edit item"', 'children: "Muokkaa"'],
      ['children: "Empty list"', 'children: "Ei vielä yhtään"'],
      [
        'children: "Add the first item to see it here."',
        'children: "Lisää ensimmäinen, niin se näkyy tässä."',
      ],
      [
        'children: "Contains invalid fields. Please edit."',
        'children: "Kentissä on korjattavaa. Avaa ja korjaa."',
      ],
      ['[props.label, " is required"]', '[props.label, " puuttuu."]'],
      [
        '`Must have at least ${pluralize(minLength, { singular: "item" })}.`',
        '`Vähintään ${minLength}.`',
      ],
      [
        '`Must have at most ${pluralize(maxLength, { singular: "item" })}.`',
        '`Enintään ${maxLength}.`',
      ],
      ['"aria-label": "Changed"', '"aria-label": "Muutettu"'],
      [
        '`Some characters are not allowed: ${formatter.format(list)}`',
        '`Näitä merkkejä ei voi käyttää: ${formatter.format(list)}`',
      ],
      // The editor's frame.
      ['"aria-label": "theme"', '"aria-label": "Väriteema"'],
      ["label: 'Light'", "label: 'Vaalea'"],
      ["label: 'Dark'", "label: 'Tumma'"],
      ["label: 'System'", "label: 'Laitteen mukaan'"],
      ['"aria-label": "Open app navigation"', '"aria-label": "Avaa valikko"'],
      ['"aria-label": "User menu"', '"aria-label": "Käyttäjä"'],
      ['"aria-label": "git actions"', '"aria-label": "Git-toiminnot"'],
      ['label: "Log out"', 'label: "Kirjaudu ulos"'],
      ['label: "Account"', 'label: "Tili"'],
      ['label: "Repository"', 'label: "Tietovarasto"'],
      ['title: "Delete branch"', 'title: "Poista haara"'],
    ],
  },

  // The pages of the editor: dashboard, lists, entries, dialogs, toasts.
  '@keystatic/core/dist/keystatic-core-ui.js': {
    text: [
      ['children: "Dashboard"', 'children: "Etusivu"'],
      ['title: "Unable to load collection"', 'title: "Kokoelmaa ei voitu ladata"'],
      ['"aria-label": "Loading Entries"', `"aria-label": "Ladataan"`],
      ['title: "Empty collection"', 'title: "Ei vielä yhtään"'],
      ['"There aren\'t any entries yet."', '"Tässä kokoelmassa ei ole vielä mitään."'],
      ['children: "Create the first entry"', `children: "Luo ensimmäinen ${ENTRY}"`],
      ['}), " ", "to see it here."]', '}), ", niin se näkyy tässä."]'],
      // A list's search finds an entry by its shown columns (the title) too, not only by its id.
      [
        'entriesWithData.filter(item => item.name.toLowerCase().includes(searchTerm.toLowerCase()));',
        "entriesWithData.filter(item => [item.name, ...Object.values(item.data ?? {})].some(value => typeof value === 'string' && value.toLowerCase().includes(searchTerm.toLowerCase())));",
      ],
      // A list's cells: yes and no, and dates as Finns write them.
      [
        "val = val + '';",
        "val = val === true ? 'Kyllä' : val === false ? 'Ei' : /^\\d{4}-\\d{2}-\\d{2}$/.test(val) ? val.split('-').reverse().map(Number).join('.') : val + '';",
      ],
      ["name: 'Status',", "name: 'Tila',"],
      ["name: 'Slug',", "name: 'Tunniste',"],
      ["name: 'Name',", "name: 'Nimi',"],
      ['"aria-label": "Status"', '"aria-label": "Tila"'],
      ['title: "No results",', 'title: "Ei osumia",'],
      [
        "'Failed to paste because clipboard access was denied'",
        "'Liittäminen ei onnistunut: selain ei antanut lukea leikepöytää'",
      ],
      ["'Failed to read clipboard'", "'Leikepöytää ei voitu lukea'"],
      ["'Entry not found in clipboard'", `'Leikepöydällä ei ole ${ENTRY}ä'`],
      ['"Entry pasted"', `"Liitetty"`],
      ['actionLabel: "Undo"', 'actionLabel: "Kumoa"'],
      ['"Entry created"', `"Luotu"`],
      ['label: "Reset changes"', 'label: "Hylkää muutokset"'],
      ['label: "Reset",', 'label: "Hylkää muutokset",'],
      ["label: 'Reset',", "label: 'Hylkää muutokset',"],
      ['label: "Delete entry\\u2026"', 'label: "Poista\\u2026"'],
      ['label: "Copy entry"', 'label: "Kopioi"'],
      ["label: 'Copy entry'", "label: 'Kopioi'"],
      ['label: "Paste entry"', 'label: "Liitä"'],
      ["label: 'Paste entry'", "label: 'Liitä'"],
      ['label: "Duplicate entry\\u2026"', 'label: "Monista\\u2026"'],
      ['label: "Preview"', 'label: "Esikatsele"'],
      ['label: "View on GitHub"', 'label: "Näytä GitHubissa"'],
      ['"aria-label": "Saving changes"', '"aria-label": "Tallennetaan"'],
      ['children: "Unsaved"', 'children: "Tallentamatta"'],
      ['children: "Changed"', 'children: "Muutettu"'],
      ['title: "Delete entry"', 'title: "Poistetaanko?"'],
      ['cancelLabel: "Cancel"', 'cancelLabel: "Peruuta"'],
      ['primaryActionLabel: "Yes, delete"', 'primaryActionLabel: "Kyllä, poista"'],
      [
        'children: "Are you sure? This action cannot be undone."',
        'children: "Poistoa ei voi perua."',
      ],
      ['title: "Save and duplicate entry"', 'title: "Tallennetaanko ja monistetaan?"'],
      ['primaryActionLabel: "Save and duplicate"', 'primaryActionLabel: "Tallenna ja monista"'],
      [
        'children: "You have unsaved changes. Save this entry to duplicate it."',
        'children: "Muutoksesi on tallentamatta. Tallenna ne ennen monistamista."',
      ],
      ['label: "Branch name"', 'label: "Haaran nimi"'],
      ['"aria-label": "Creating Branch"', '"aria-label": "Luodaan haaraa"'],
      ['children: "Create branch and save"', 'children: "Luo haara ja tallenna"'],
      ['children: "Entry not found."', 'children: "Ei löytynyt."'],
      ['"aria-label": "Loading Item"', '"aria-label": "Ladataan"'],
      ['"aria-label": "Creating entry"', '"aria-label": "Luodaan"'],
      [
        'const t21 = isCreating ? "Create" : "Save";',
        'const t21 = isCreating ? "Luo" : "Tallenna";',
      ],
      ['title: "Content",', 'title: "Sisältö",'],
      // The dashboard's plus buttons, one per kind of content: named by it.
      [
        '"aria-label": "Add", href: `${itemOrGroup.href}/create`',
        '"aria-label": `Lisää uusi: ${itemOrGroup.label}`, href: `${itemOrGroup.href}/create`',
      ],
      ["singular: 'change', plural: 'changes'", "singular: 'muutos', plural: 'muutosta'"],
      ["singular: 'entry', plural: 'entries'", `singular: '${ENTRY}', plural: '${ENTRY}ä'`],
      ['children: "Manage Account"', 'children: "Hallitse tiliä"'],
      ['title: "Branch not found",', 'title: "Haaraa ei löytynyt",'],
      ['title: "Failed to load shell",', 'title: "Editoria ei voitu ladata",'],
      ['children: "Log in with GitHub"', 'children: "Kirjaudu GitHub-tunnuksella"'],
      ['"aria-label": "Authenticating"', '"aria-label": "Kirjaudutaan"'],
      ['title: "Not found",', 'title: "Ei löytynyt",'],
      ['message: "This page could not be found."', 'message: "Sivua ei löytynyt."'],
      ['children: "Not found"', 'children: "Ei löytynyt"'],
      ['"aria-label": "show search"', '"aria-label": "Näytä haku"'],
    ],
  },

  // The fields: relationships, dates, numbers, links.
  '@keystatic/core/dist/keystatic-core.js': {
    // The relationship pickers list, find and show entries by title, not id
    // (src/islands/content-editor/entry-titles.ts loads the titles).
    prelude:
      'const __entryTitle = (collection, id) => globalThis.__portalEntryTitles?.[collection]?.[id] ?? id;',
    text: [
      [
        't7 = item => /*#__PURE__*/jsx(Item$2, { children: item.slug }, item.slug);',
        't7 = item => /*#__PURE__*/jsx(Item$2, { textValue: __entryTitle(props.collection, item.slug), children: __entryTitle(props.collection, item.slug) }, item.slug);',
      ],
      [
        'children: item => /*#__PURE__*/jsx(Item$2, { children: item.slug }, item.slug)',
        'children: item => /*#__PURE__*/jsx(Item$2, { textValue: __entryTitle(props.collection, item.slug), children: __entryTitle(props.collection, item.slug) }, item.slug)',
      ],
      ['elements: valAsObjects,', 'elements: valAsObjects, collection: props.collection,'],
      ['const label = item_0.key;', 'const label = __entryTitle(props.collection, item_0.key);'],
      ['`${label} is required`', '`${label} puuttuu.`'],
      ['`${props.label} is required`', '`${props.label} puuttuu.`'],
      ['[props.label, " is required"]', '[props.label, " puuttuu."]'],
      [
        '`${label} must be after ${min.toLocaleDateString()}`',
        "`${label}: aikaisintaan ${min.toLocaleDateString('fi-FI')}.`",
      ],
      [
        '`${label} must be no later than ${max.toLocaleDateString()}`',
        "`${label}: viimeistään ${max.toLocaleDateString('fi-FI')}.`",
      ],
      ['`${label} must be a number`', '`${label}: anna luku.`'],
      ['`${label} must be at least ${validation.min}`', '`${label}: vähintään ${validation.min}.`'],
      ['`${label} must be at most ${validation.max}`', '`${label}: enintään ${validation.max}.`'],
      ['`${label} must be a multiple of ${step}`', '`${label}: luvun ${step} monikerta.`'],
      ['`${label} is not a valid URL`', '`${label}: anna kelvollinen osoite.`'],
      [
        "`Must have at least ${pluralize(minLength, { singular: 'item' })}.`",
        '`Valitse vähintään ${minLength}.`',
      ],
      [
        "`Must have at most ${pluralize(maxLength, { singular: 'item' })}.`",
        '`Enintään ${maxLength}.`',
      ],
      [
        "placeholder: items.length === 0 ? 'All selected'",
        "placeholder: items.length === 0 ? 'Kaikki valittu'",
      ],
      ["'No more items…'", "'Ei enempää valittavaa…'"],
      ['textValue: "Remove"', 'textValue: "Poista"'],
      ['children: "Remove"', 'children: "Poista"'],
      ['children: "No items selected\\u2026"', 'children: "Ei valittuja\\u2026"'],
      ['children: "Choose file"', 'children: "Valitse tiedosto"'],
      ['children: "Regenerate"', 'children: "Luo uudelleen"'],
      ['"aria-label": "regenerate"', '"aria-label": "Luo tunniste otsikosta"'],
      ['label: "Filename",', 'label: "Tiedoston nimi",'],
    ],
  },

  // Text fields' own checks (lengths, ids).
  '@keystatic/core/dist/index-5d64e651.js': {
    text: [
      ['`${label} is required`', '`${label} puuttuu.`'],
      ['`${fieldLabel} must not be empty`', '`${fieldLabel} puuttuu.`'],
      [
        '`${fieldLabel} must be at least ${min} characters long`',
        '`${fieldLabel}: vähintään ${min} merkkiä.`',
      ],
      [
        '`${fieldLabel} must be no longer than ${max} characters`',
        '`${fieldLabel}: enintään ${max} merkkiä.`',
      ],
      [
        '`${fieldLabel} must match the pattern ${pattern.regex}`',
        '`${fieldLabel}: muoto ei kelpaa.`',
      ],
      ['`${fieldLabel} must not be ..`', '`${fieldLabel} ei voi olla ..`'],
      ['`${fieldLabel} must not be .`', '`${fieldLabel} ei voi olla .`'],
      ['`${fieldLabel} must not contain ..`', '`${fieldLabel} ei voi sisältää ..`'],
      ['`${fieldLabel} must not contain slashes`', '`${fieldLabel} ei voi sisältää kauttaviivaa.`'],
      [
        '`${fieldLabel} must not start or end with spaces`',
        '`${fieldLabel} ei voi alkaa eikä päättyä välilyöntiin.`',
      ],
      ['`${fieldLabel} must be unique`', '`${fieldLabel} on jo käytössä: valitse toinen.`'],
    ],
  },

  // Keystar UI's own fi-FI, where it is wrong.
  '@keystar/ui/dist/keystar-ui-combobox.js': { locale: { clear: 'Tyhjennä' } },
  '@keystar/ui/dist/keystar-ui-dialog.js': { locale: { alert: 'Huomio', dismiss: 'Sulje' } },
  '@keystar/ui/dist/keystar-ui-button.js': { locale: { pending: 'Odota…' } },
  '@keystar/ui/dist/DropZone-8f9057f3.js': { locale: { dropzoneLabel: 'Pudota tiedosto tähän' } },
  '@keystar/ui/dist/keystar-ui-split-view.js': {
    text: [['"aria-label": "Resize"', '"aria-label": "Muuta leveyttä"']],
  },
};
