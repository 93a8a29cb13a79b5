// The static summaries of the yearly awards, 2011 to 2022 (spec part 1 §1): what each year's
// show celebrated, its winners per category and its video. Only the awards screen imports this
// (so it lives in that chunk, never in the first load) and the reference server's seed, which
// builds the closed years from the same record so the page and the server agree on the winners.
// The community and its members are fictional.

export interface AwardWinner {
  category: string;
  kind: 'artist' | 'sketch';
  /** The winning artist, or the artist of the winning sketch. */
  artist: string;
  /** The winning sketch's title (sketch categories). */
  sketch?: string;
}

export interface AwardSummary {
  year: number;
  headline: string;
  text: string;
  /** The awards show's video (a plain link: the CSP allows no third-party frames). */
  video: { url: string; title: string };
  /** Empty while the year's vote is open. */
  winners: readonly AwardWinner[];
}

const video = (year: number, title: string) => ({ url: `https://videos.sketchery.app/awards/${year}-show.mp4`, title });
const artist = (category: string, name: string): AwardWinner => ({ category, kind: 'artist', artist: name });
const sketch = (category: string, title: string, by: string): AwardWinner => ({ category, kind: 'sketch', artist: by, sketch: title });

export const AWARD_SUMMARIES: readonly AwardSummary[] = [
  {
    year: 2022,
    headline: 'The 2022 awards: your vote decides',
    text: 'Twelve years of awards! Nominate the sketches and artists that made your year, then vote once in every category before the show.',
    video: video(2022, 'Watch the 2022 kick-off video'),
    winners: [],
  },
  {
    year: 2021,
    headline: 'Whales, witches and a record turnout',
    text: 'More members voted than ever before, and the sea creatures of the year swept the sketch categories.',
    video: video(2021, 'Watch the 2021 awards show'),
    winners: [artist('Artist of the year', 'CobaltJuno'), artist('Rising star', 'miraumber'), sketch('Sketch of the year', 'City and Whale', 'CobaltNadia15'), sketch('Best character sketch', 'Gentle Witch', 'leilabrushy')],
  },
  {
    year: 2020,
    headline: 'A year of drawing at home',
    text: 'Daily challenges kept the community sketching together; the winners drew kitchens, windows and a lot of cats.',
    video: video(2020, 'Watch the 2020 awards show'),
    winners: [artist('Artist of the year', 'MistyEmil'), artist('Rising star', 'quinn.ink'), sketch('Sketch of the year', 'Sleeping Kitchen II', 'LunarFelix'), sketch('Best character sketch', 'Koi and Cat', 'GraphiteNadia')],
  },
  {
    year: 2019,
    headline: 'Speedpaints take the stage',
    text: 'Timelapse videos arrived in the app and the voters loved watching the winning sketches come together.',
    video: video(2019, 'Watch the 2019 awards show'),
    winners: [artist('Artist of the year', 'WildWren'), artist('Rising star', 'PastelKofi'), sketch('Sketch of the year', 'The Electric Desert', 'hanaswift'), sketch('Best character sketch', 'Silver Knight', 'hanaswift')],
  },
  {
    year: 2018,
    headline: 'The year of the lighthouse',
    text: 'Coastal scenes were everywhere, and one quiet lighthouse study won the hearts of the jury and the voters.',
    video: video(2018, 'Watch the 2018 awards show'),
    winners: [artist('Artist of the year', 'hanaswift'), artist('Rising star', 'rafa.ink'), sketch('Sketch of the year', 'Lighthouse study', 'hugo.scribbles'), sketch('Best character sketch', 'The Midnight Girl', 'Noor_doodles')],
  },
  {
    year: 2017,
    headline: 'Foxes, owls and astronauts',
    text: 'The strangest pairings of the year made the shortlists; the winners mixed animals and space with great care.',
    video: video(2017, 'Watch the 2017 awards show'),
    winners: [artist('Artist of the year', 'GouacheGreta14'), artist('Rising star', 'lena.sketches'), sketch('Sketch of the year', 'Owl and Astronaut', 'NeonLena50'), sketch('Best character sketch', 'Sleeping Fox II', 'PastelMira')],
  },
  {
    year: 2016,
    headline: 'Groups grow up',
    text: 'Groups ran their own events for the first time, and many of the candidates came from a group challenge.',
    video: video(2016, 'Watch the 2016 awards show'),
    winners: [artist('Artist of the year', 'QuietNia7'), artist('Rising star', 'Alba_illustrates'), sketch('Sketch of the year', 'Crimson Orchard II', 'SmudgeOmar'), sketch('Best character sketch', 'Knight and Window', 'mira.scribbles')],
  },
  {
    year: 2015,
    headline: 'Portraits and orchards',
    text: 'A calm year of careful studies: still lifes, portraits and a memorable orchard.',
    video: video(2015, 'Watch the 2015 awards show'),
    winners: [artist('Artist of the year', 'Tomas_art'), artist('Rising star', 'DoodleMateo84'), sketch('Sketch of the year', 'Portrait and Orchard', 'alba.works'), sketch('Best character sketch', 'Girl in the rain', 'Elif_studio')],
  },
  {
    year: 2014,
    headline: 'The harbour at dusk',
    text: 'Evening light was the theme of the year, and the winning harbour glowed on every screen.',
    video: video(2014, 'Watch the 2014 awards show'),
    winners: [artist('Artist of the year', 'Rosa_lines'), artist('Rising star', 'QuietKai'), sketch('Sketch of the year', 'Harbor at dusk', 'CobaltNadia15'), sketch('Best character sketch', 'Tea Party and Market', 'MistyJuno18')],
  },
  {
    year: 2013,
    headline: 'Whales everywhere',
    text: 'Nobody planned it, but the shortlists were full of whales, and two of them won.',
    video: video(2013, 'Watch the 2013 awards show'),
    winners: [artist('Artist of the year', 'sagasmudge'), artist('Rising star', 'QuillPablo'), sketch('Sketch of the year', 'The Wandering Whale', 'ines.paints'), sketch('Best character sketch', 'The Little Whale', 'UmberNadia')],
  },
  {
    year: 2012,
    headline: 'The community finds its voice',
    text: 'The second awards brought the first nominations from members, and the first category for newcomers.',
    video: video(2012, 'Watch the 2012 awards show'),
    winners: [artist('Artist of the year', 'IndigoPriya27'), artist('Rising star', 'FoxyEmil'), sketch('Sketch of the year', 'Study of a Whale', 'OchreFelix'), sketch('Best character sketch', 'City and Astronaut', 'SwiftZoe59')],
  },
  {
    year: 2011,
    headline: 'The very first awards',
    text: 'A small community, a handful of categories and a lot of enthusiasm: where it all began.',
    video: video(2011, 'Watch the 2011 awards show'),
    winners: [artist('Artist of the year', 'milo.sketches'), artist('Rising star', 'alba.studio'), sketch('Sketch of the year', 'Fox and Shore', 'MossyZoe20'), sketch('Best character sketch', 'The Quiet Moth', 'leo.sketches')],
  },
];

export const summaryOfYear = (year: number): AwardSummary | null => AWARD_SUMMARIES.find((summary) => summary.year === year) ?? null;
