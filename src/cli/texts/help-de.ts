/** The CLI's help in German (the English is in each command's module). */
import type { HelpTexts } from './help.js';

const seed = { '--seed': 'Startwert der Karten und der Spieler: derselbe Startwert spielt dasselbe Spiel' };
const lang = { '--lang': 'Sprache der Ausgabe (Zeilen, Zusammenfassungen, Fragen, Hilfe): en Englisch, fa Persisch, fr Französisch, de Deutsch' };
const play = {
  ...seed,
  '--human': 'diesen Platz selbst am Terminal spielen (Plätze zählen ab 0)',
  '--random': 'Zufallsspieler statt der Bots',
  '--quiet': 'nur das Ergebnis ausgeben',
  '--verbose': 'jedes Ereignis ausgeben: jede Karte, jedes Gebot, jeden Chip',
  ...lang,
  '--record': 'das Spiel als JSON { game, options, actions } in FILE schreiben, für hoc-hokm replay',
  '--record-format': 'json (Standard) oder text: eine Textaufzeichnung (docs/records.md), eine Zeile pro Stich',
};
const table = {
  '--game': 'das Spiel',
  '--players': 'Anzahl der Spieler (Hokm 2–4, Standard 4; Hoc 2–3, Standard 3)',
  '--target': 'Hokm: Punkte, die eine Partie gewinnen (Standard 7)',
  '--deals': 'Hoc: Runden pro Spiel, ein Vielfaches der Spielerzahl (Standard 6, wie die Regeln sagen)',
  '--option': 'jede andere Einstellung des Spiels (ein JSON-Wert oder Text), z. B. falseWithout=true, maxBet=20',
  ...seed,
};
const run = {
  '--workers': 'Threads (Standard: einer pro Kern, hier {cores}); die Ergebnisse hängen nicht davon ab',
  '--json': 'das Ergebnis als JSON ausgeben',
  '--progress': 'einen Fortschrittsbalken auf der Fehlerausgabe zeigen, auch ohne Terminal',
  '--no-progress': 'nie einen Fortschrittsbalken zeigen',
  ...lang,
};

/** The German help. */
export const HELP_DE: HelpTexts = {
  program: 'Hokm und Hoc Mazarin am Terminal: sehen Sie den Bots zu, oder spielen Sie selbst mit.',
  programExamples: [
    'die Vorführung: eine Partie Hokm, dann eine Runde Hoc Mazarin',
    'eine Partie Hokm zu dritt',
    'Hoc Mazarin auf Platz 0 spielen',
    'die Optionen des Befehls hokm',
  ],
  global: {
    '--version': 'die Version ausgeben',
    '--help': 'Hilfe ausgeben (auch: hoc-hokm BEFEHL --help)',
    '--color': 'die Ausgabe auch ohne Terminal färben',
    '--no-color': 'keine Farbe (auch: die Umgebungsvariable NO_COLOR)',
  },
  commands: {
    demo: {
      summary: 'eine kurze Vorführung beider Spiele zwischen Bots (der Standard)',
      description:
        'Eine Partie Hokm zu viert zwischen den Bots, eine Zeile pro Runde, dann die erste Runde eines Hoc-Mazarin-Spiels zu dritt mit den Chips jedes Platzes. Ein anderer Startwert gibt andere Spiele.',
      examples: ['die Vorführung', 'die Vorführung mit anderen Karten'],
      options: { ...seed, ...lang },
    },
    hokm: {
      summary: 'eine Partie Hokm spielen (4 Spieler als Partner, 3 oder 2)',
      description:
        'Spielt eine Partie Hokm bis zum Zielstand und gibt eine Zeile pro Runde aus: den Hakem, Trumpf, die Stiche jeder Seite und die Punkte. Die Bots spielen jeden Platz, außer mit --random oder --human.',
      examples: [
        'eine Partie zu viert zwischen Bots, eine Zeile pro Runde',
        'eine Partie zu dritt; derselbe Startwert wiederholt sie',
        'Sie spielen Platz 0 (Partner von Platz 2) am Terminal',
        'eine Runde, jede Karte',
      ],
      options: { '--players': 'Anzahl der Spieler', '--target': 'Punkte, die die Partie gewinnen', ...play },
    },
    hoc: {
      summary: 'ein Spiel Hoc Mazarin spielen (2 oder 3 Spieler)',
      description:
        'Spielt ein Spiel Hoc Mazarin und gibt jede Runde aus: wer den Point, die Sequenz und das Tricon gewann, die Hocs und die Chips jedes Platzes nach Grund mit den Ständen. Die Bots spielen jeden Platz, außer mit --random oder --human.',
      examples: ['ein Spiel zu dritt mit 3 Runden zwischen Bots', 'ein Spiel zu zweit mit 4 Runden', 'Sie spielen Platz 1 am Terminal', 'nur die Endstände'],
      options: { '--players': 'Anzahl der Spieler', '--deals': 'Anzahl der Runden, ein Vielfaches der Spielerzahl (Standard: eine je Spieler)', ...play },
    },
    arena: {
      summary: 'Siegquoten von Spielern über viele Partien (95-%-KI)',
      description:
        'Spielt Partien zwischen Spielern (gedoppelte Karten, jede aus jeder Sitzordnung gespielt) auf allen Kernen und gibt die Siegquote und den mittleren Stand jedes Spielers mit 95-%-Intervallen aus, und wie oft jeder vor jedem anderen lag. Derselbe Startwert gibt mit jeder Zahl von Threads dasselbe Ergebnis. Für lange Läufe teilen Sie die Partien mit --shard i/n auf Prozesse oder Rechner (jeder gibt JSON aus) und fügen die Dateien mit --merge zusammen: das Ergebnis ist genau das eines Laufs.',
      examples: [
        '100 Partien Hokm: zwei hokmBot-Partner gegen zwei Zufallsspieler',
        'ISMCTS (200 Iterationen) gegen den Faustregel-Bot',
        'Hoc Mazarin, 2 Spieler',
        'ein ISMCTS gegen zwei hokmBots, Plätze rotiert',
        'die erste Hälfte einer Arena (2/2 woanders starten)',
        'beide Hälften zusammen: die ganze Arena',
      ],
      options: {
        ...table,
        '--entrants':
          'die Spieler (Standard: der Bot des Spiels gegen Zufallsspieler): {syntax}, durch Kommas getrennt, einer pro Platz der Reihe nach (eine kürzere Liste wiederholt sich, wenn ihre Länge die Plätze teilt)',
        '--matches': 'zu spielende Partien (ein Vielfaches der Sitzordnungen hält die Karten ausgewogen)',
        '--shard': 'nur Teil i von n der Partien spielen und als JSON ausgeben, für --merge',
        '--merge': 'das JSON der Teile einer Arena zusammenfügen (mit --json: als JSON)',
        ...run,
      },
    },
    simulate: {
      summary: 'Statistik vieler Bot-Spiele einer Variante',
      description:
        'Spielt Spiele zwischen Bots auf allen Kernen und gibt aus, was geschah, mit 95-%-Intervallen. Hokm: gewonnene Partien und Endpunkte pro Seite, Runden pro Partie, von der Seite des Hakem gewonnene Runden, Kots. Hoc Mazarin: pro Platz gewonnene Chips, Siege, Runden, in denen er zuerst ausging, Hocs, gewonnene Preise, Carte blanche und entdeckte falsche „ohne“. Die Plätze behalten ihre Spieler (für einen fairen Vergleich von Spielern siehe arena). Derselbe Startwert gibt mit jeder Zahl von Threads dieselben Zahlen.',
      examples: [
        '1000 Partien Hokm zwischen hokmBots',
        'Hokm zu zweit, Partien bis 3 Punkte',
        'Hoc Mazarin: hocBot auf Platz 0 gegen zwei Zufallsspieler',
        'eine Variante, die Zahlen als JSON',
      ],
      options: {
        ...table,
        '--entrants':
          'die Spieler (Standard: hokmBot oder hocBot auf jedem Platz): {syntax}, durch Kommas getrennt, einer pro Platz der Reihe nach (eine kürzere Liste wiederholt sich, wenn ihre Länge die Plätze teilt)',
        '--games': 'zu spielende Spiele',
        ...run,
      },
    },
    replay: {
      summary: 'ein aufgezeichnetes Spiel abspielen, jede Aktion geprüft',
      description:
        'Liest eine Spielaufzeichnung — JSON { "game": "hokm" | "hoc", "options": {…}, "actions": […] }, geschrieben von hoc-hokm hokm --record FILE (oder hoc --record), von record() der Bibliothek oder Ihrem Server, oder eine Textaufzeichnung (docs/records.md; am Anfang zu erkennen: [ und ein Buchstabe, oder %, für Text) — aus FILE oder der Standardeingabe für -, und gibt jedes Ereignis aus wie hoc-hokm hokm --verbose. Eine Aufzeichnung mit einer unerlaubten Aktion scheitert mit BAD_RECORD und nennt den Index der Aktion sowie Code und Grund der Engine (Exit-Code 1), nach dem Verlauf der Aktionen davor.',
      examples: [
        'eine Partie spielen und aufzeichnen',
        'ihr Verlauf, jede Karte',
        'eine Zeile pro Hokm-Runde (Hoc: pro Runde)',
        'die Ereignisse und das Ergebnis als JSON',
        'die Aufzeichnung als Text, eine Zeile pro Stich',
      ],
      options: {
        '--summary': 'eine Zeile pro Hokm-Runde oder eine Tabelle pro Hoc-Runde, wie die Befehle hokm und hoc standardmäßig',
        '--json': 'die Ereignisse jeder Aktion und das Ergebnis als JSON ausgeben',
        '--text': 'die Aufzeichnung als Textaufzeichnung (docs/records.md) statt ihres Verlaufs ausgeben',
        ...lang,
      },
    },
    analyze: {
      summary: 'jede Entscheidung eines aufgezeichneten Spiels mit ihrem exakten Wert und ihrem Wert aus der Sicht des Spielers versehen und die Fehler markieren',
      description:
        'Liest eine Spielaufzeichnung (Text oder JSON, wie hoc-hokm replay; - für die Standardeingabe) und bewertet jede Entscheidung des Kartenspiels zweimal. Exakt, bei offenen Karten (hokm.analyze, hoc.analyze: docs/analysis.md): den Wert der getroffenen Wahl, den besten Wert und die besten Möglichkeiten, den Verlust und eine Markierung: ? für eine Wahl, die Wert verlor, ?? für eine, die ein gewonnenes Spiel in ein verlorenes verwandelte, ! für die einzige Wahl, die den Wert hielt. Und aus der Sicht des Spielers (hokm.analyzeView, hoc.analyzeView: der mittlere exakte Wert über --worlds Verteilungen, die der Spieler nicht von der wirklichen unterscheiden konnte): was die Wahl nach dem Wissen des Spielers wert war. Die Werte sind Punkte des Spiels (Hokm) oder Chips bis zum Ende der Runde (Hoc). Gibt die Aufzeichnung als Text mit diesen Anmerkungen aus, mit einer Zusammenfassung, wo jedes Spiel gewonnen oder verloren wurde, und einer Zeile pro Platz. Die Löser sind am Anfang eines Hokm-Spiels zu dritt oder zu viert und einer Hoc-Runde zu dritt langsam: Hokm wird ab Stich 4 bei 4 Spielern, 7 bei 3 und 1 bei 2 bewertet, Hoc ab Karte 10 des Spiels bei 3 Spielern und 1 bei 2, sofern --from nichts anderes sagt; jede Suche hat höchstens --budget Millisekunden (darüber wird ihr Wert weggelassen). Die Trumpfwahl, das Ziehen zu zweit und das Bieten im Hoc werden nicht bewertet.',
      examples: [
        'eine Partie aufzeichnen',
        'jede gespielte Karte ab Stich 4 mit ihren Werten, Fehler markiert',
        'jeder Stich, wie lange es auch dauert',
        'ein Hoc-Spiel: nur die exakten Werte, als JSON',
      ],
      options: {
        '--from':
          'der erste bewertete Stich (Hokm; Standard 4 bei 4 Spielern, 7 bei 3, 1 bei 2) oder die erste bewertete Karte des Spiels einer Runde (Hoc; Standard 10 bei 3 Spielern, 1 bei 2)',
        '--budget': 'höchstens so viele Millisekunden pro Suche (Standard 10000; 0: keine Grenze)',
        '--worlds': 'gezogene Verteilungen für die Werte aus der Sicht des Spielers (Standard 16)',
        '--no-view': 'keine Werte aus der Sicht des Spielers (nur die exakten: etwa --worlds-mal schneller)',
        '--workers': 'Threads (Standard: einer pro Kern); die Werte hängen nicht davon ab',
        '--json': 'die Werte und die Zusammenfassungen als JSON ausgeben',
        '--progress': run['--progress'],
        '--no-progress': run['--no-progress'],
      },
    },
  },
};
