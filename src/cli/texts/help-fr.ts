/** The CLI's help in French (the English is in each command's module). */
import type { HelpTexts } from './help.js';

const seed = { '--seed': 'graine des donnes et des joueurs : la même graine rejoue la même partie' };
const lang = { '--lang': 'langue de la sortie (lignes, résumés, questions, aide) : en anglais, fa persan, fr français, de allemand' };
const play = {
  ...seed,
  '--human': 'jouer vous-même cette place au terminal (les places comptent depuis 0)',
  '--random': 'des joueurs au hasard au lieu des robots',
  '--quiet': 'afficher seulement le résultat',
  '--verbose': 'afficher chaque événement : chaque carte, enchère et jeton',
  ...lang,
  '--record': 'écrire la partie dans FILE en JSON { game, options, actions }, pour hoc-hokm replay',
  '--record-format': 'json (par défaut) ou text : un enregistrement texte (docs/records.md), une ligne par pli',
};
const table = {
  '--game': 'le jeu',
  '--players': 'nombre de joueurs (Hokm 2–4, 4 par défaut ; Hoc 2–3, 3 par défaut)',
  '--target': 'Hokm : points qui gagnent une partie (7 par défaut)',
  '--deals': 'Hoc : donnes par partie, un multiple du nombre de joueurs (6 par défaut, comme le disent les règles)',
  '--option': 'toute autre option du jeu (une valeur JSON ou un texte), p. ex. falseWithout=true, maxBet=20',
  ...seed,
};
const run = {
  '--workers': "fils d'exécution (par défaut un par cœur, {cores} ici) ; les résultats n'en dépendent pas",
  '--json': 'afficher le résultat en JSON',
  '--progress': "afficher une barre de progression sur la sortie d'erreur même hors d'un terminal",
  '--no-progress': 'ne jamais afficher de barre de progression',
  ...lang,
};

/** The French help. */
export const HELP_FR: HelpTexts = {
  program: 'Hokm et Hoc Mazarin au terminal : regardez jouer les robots, ou prenez place vous-même.',
  programExamples: [
    'la démo : une partie de Hokm, puis une donne de Hoc Mazarin',
    'une partie de Hokm à 3 joueurs',
    'jouer au Hoc Mazarin à la place 0',
    'les options de la commande hokm',
  ],
  global: {
    '--version': 'afficher la version',
    '--help': "afficher l'aide (aussi : hoc-hokm COMMANDE --help)",
    '--color': "colorer la sortie même hors d'un terminal",
    '--no-color': "pas de couleur (aussi : la variable d'environnement NO_COLOR)",
  },
  commands: {
    demo: {
      summary: 'un court aperçu des deux jeux entre robots (par défaut)',
      description:
        'Une partie de Hokm à 4 joueurs entre les robots, une ligne par donne, puis la première donne d’une partie de Hoc Mazarin à 3 joueurs avec les jetons de chaque place. Changez la graine pour d’autres parties.',
      examples: ['la démo', "la démo avec d'autres donnes"],
      options: { ...seed, ...lang },
    },
    hokm: {
      summary: 'jouer une partie de Hokm (4 joueurs associés deux à deux, 3 ou 2)',
      description:
        "Joue une partie de Hokm jusqu'au score visé et affiche une ligne par donne : le hakem, l'atout, les plis de chaque camp et les points. Les robots jouent toutes les places, sauf avec --random ou --human.",
      examples: [
        'une partie à 4 joueurs entre robots, une ligne par donne',
        'une partie à 3 joueurs ; la même graine rejoue la même partie',
        'vous jouez la place 0 (partenaire de la place 2) au terminal',
        'une donne, chaque carte',
      ],
      options: { '--players': 'nombre de joueurs', '--target': 'points qui gagnent la partie', ...play },
    },
    hoc: {
      summary: 'jouer une partie de Hoc Mazarin (2 ou 3 joueurs)',
      description:
        'Joue une partie de Hoc Mazarin et affiche chaque donne : qui a gagné le point, la séquence et le tricon, les hocs, et les jetons de chaque place par motif avec les soldes. Les robots jouent toutes les places, sauf avec --random ou --human.',
      examples: ['une partie à 3 joueurs de 3 donnes entre robots', 'une partie à 2 joueurs de 4 donnes', 'vous jouez la place 1 au terminal', 'seulement les soldes finaux'],
      options: { '--players': 'nombre de joueurs', '--deals': 'nombre de donnes, un multiple du nombre de joueurs (par défaut une chacun)', ...play },
    },
    arena: {
      summary: 'taux de victoire de joueurs sur de nombreuses parties (IC à 95 %)',
      description:
        "Fait jouer des parties entre joueurs (donnes dupliquées, chacune jouée depuis chaque placement) sur tous les cœurs, et affiche le taux de victoire et le score moyen de chacun avec des intervalles à 95 %, et combien de fois chacun a fini devant chaque autre. La même graine donne le même résultat avec n'importe quel nombre de fils. Pour de longs calculs, partagez les parties avec --shard i/n entre processus ou machines (chacun affiche du JSON) et joignez les fichiers avec --merge : le résultat est exactement celui d'un seul calcul.",
      examples: [
        '100 parties de Hokm : deux hokmBot associés contre deux joueurs au hasard',
        'ISMCTS (200 itérations) contre le robot à règles simples',
        'Hoc Mazarin, 2 joueurs',
        'un ISMCTS contre deux hokmBot, places tournantes',
        "la première moitié d'une arène (lancez 2/2 ailleurs)",
        "les deux moitiés jointes : l'arène entière",
      ],
      options: {
        ...table,
        '--entrants':
          'les joueurs (par défaut le robot du jeu contre des joueurs au hasard) : {syntax}, séparés par des virgules, un par place dans l’ordre (une liste plus courte se répète quand sa longueur divise les places)',
        '--matches': 'parties à jouer (un multiple des placements équilibre les donnes)',
        '--shard': 'jouer seulement la partie i sur n des parties et l’afficher en JSON, pour --merge',
        '--merge': "joindre le JSON des parts d'une arène (avec --json : en JSON)",
        ...run,
      },
    },
    simulate: {
      summary: "statistiques de nombreuses parties entre robots d'une variante",
      description:
        "Fait jouer des parties entre robots sur tous les cœurs et affiche ce qui s'est passé, avec des intervalles à 95 %. Hokm : parties gagnées et points finaux par camp, donnes par partie, donnes gagnées par le camp du hakem, kots. Hoc Mazarin : par place, jetons gagnés, victoires, donnes où elle a fini la première, hocs, prix gagnés, cartes blanches et faux « sans » découverts. Les places gardent leurs joueurs (pour comparer des joueurs à égalité, voir arena). La même graine donne les mêmes chiffres avec n'importe quel nombre de fils.",
      examples: [
        '1000 parties de Hokm entre hokmBot',
        'Hokm à 2 joueurs, parties en 3 points',
        'Hoc Mazarin : hocBot à la place 0 contre deux joueurs au hasard',
        'une variante, les chiffres en JSON',
      ],
      options: {
        ...table,
        '--entrants':
          'les joueurs (par défaut hokmBot ou hocBot à chaque place) : {syntax}, séparés par des virgules, un par place dans l’ordre (une liste plus courte se répète quand sa longueur divise les places)',
        '--games': 'parties à jouer',
        ...run,
      },
    },
    replay: {
      summary: 'rejouer une partie enregistrée, chaque action vérifiée',
      description:
        'Lit un enregistrement de partie — du JSON { "game": "hokm" | "hoc", "options": {…}, "actions": […] }, écrit par hoc-hokm hokm --record FILE (ou hoc --record), par record() de la bibliothèque ou par votre serveur, ou un enregistrement texte (docs/records.md ; on les distingue par leur début : [ suivi d\'une lettre, ou %, pour le texte) — depuis FILE, ou l\'entrée standard pour -, et affiche chaque événement comme hoc-hokm hokm --verbose. Un enregistrement avec une action illégale échoue avec BAD_RECORD en nommant l\'indice de l\'action et le code et la raison du moteur (code de sortie 1), après le déroulé des actions qui la précèdent.',
      examples: [
        'jouer une partie et l’enregistrer',
        'son déroulé, chaque carte',
        'une ligne par donne de Hokm (Hoc : par donne)',
        'les événements et le résultat en JSON',
        'l’enregistrement en texte, une ligne par pli',
      ],
      options: {
        '--summary': 'une ligne par donne de Hokm ou un tableau par donne de Hoc, comme les commandes hokm et hoc par défaut',
        '--json': 'afficher les événements de chaque action et le résultat en JSON',
        '--text': 'afficher l’enregistrement au format texte (docs/records.md) au lieu de son déroulé',
        ...lang,
      },
    },
    analyze: {
      summary: 'annoter chaque décision d’une partie enregistrée de sa valeur exacte et de sa valeur vue par le joueur, et marquer les erreurs',
      description:
        'Lit un enregistrement de partie (texte ou JSON, comme hoc-hokm replay ; - pour l’entrée standard) et évalue deux fois chaque décision du jeu des cartes. Exactement, toutes les cartes connues (hokm.analyze, hoc.analyze : docs/analysis.md) : la valeur du choix fait, la meilleure valeur et les meilleurs choix, la perte, et une marque : ? pour un choix qui a perdu de la valeur, ?? pour un choix qui a changé une donne gagnée en donne perdue, ! pour le seul choix qui a gardé la valeur. Et du point de vue du joueur (hokm.analyzeView, hoc.analyzeView : la valeur exacte moyenne sur --worlds donnes que le joueur ne pouvait pas distinguer de la vraie) : ce que valait le choix d’après ce que le joueur pouvait savoir. Les valeurs sont en points de la donne (Hokm) ou en jetons jusqu’à la fin de la donne (Hoc). Affiche l’enregistrement en texte avec ces annotations, un résumé de là où chaque donne a été gagnée ou perdue, et une ligne par place. Les solveurs sont lents au début d’une donne de Hokm à 3 ou 4 joueurs et d’une donne de Hoc à 3 : le Hokm est évalué à partir du pli 4 à 4 joueurs, 7 à 3 et 1 à 2, le Hoc à partir de la carte 10 du jeu à 3 joueurs et 1 à 2, sauf si --from en décide autrement ; chaque recherche dispose d’au plus --budget millisecondes (au-delà, sa valeur est omise). Le choix de l’atout, la pioche à 2 joueurs et les enchères du Hoc ne sont pas évalués.',
      examples: [
        'enregistrer une partie',
        'chaque carte jouée à partir du pli 4 avec ses valeurs, erreurs marquées',
        'chaque pli, quel que soit le temps qu’il faut',
        'une partie de Hoc : les valeurs exactes seules, en JSON',
      ],
      options: {
        '--from': 'le premier pli (Hokm ; par défaut 4 à 4 joueurs, 7 à 3, 1 à 2) ou la première carte du jeu d’une donne (Hoc ; par défaut 10 à 3 joueurs, 1 à 2) évalués',
        '--budget': 'nombre maximal de millisecondes pour une recherche (10000 par défaut ; 0 : sans limite)',
        '--worlds': 'donnes tirées pour les valeurs vues par le joueur (16 par défaut)',
        '--no-view': 'sans les valeurs vues par le joueur (les exactes seules : environ --worlds fois plus rapide)',
        '--workers': 'fils d’exécution (par défaut un par cœur) ; les valeurs n’en dépendent pas',
        '--json': 'afficher les valeurs et les résumés en JSON',
        '--progress': run['--progress'],
        '--no-progress': run['--no-progress'],
      },
    },
  },
};
