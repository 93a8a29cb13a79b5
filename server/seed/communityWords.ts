// Word banks of the community layer: challenge themes, compos, groups and messages of the day.

export const CHALLENGE_THEMES = [
  'Your breakfast', 'A lighthouse at night', 'Hands holding something', 'A creature made of leaves',
  'Your favourite mug', 'Rainy window', 'A robot on holiday', 'Draw with three colours only',
  'Someone reading', 'An impossible building', 'The view from your desk', 'A cat in a hat',
  'Underwater city', 'Shoes', 'A dragon that is scared of something', 'Street corner',
  'Self-portrait as a plant', 'Clouds', 'Tiny house', 'Your pet (or a pet you wish you had)',
  'A storm coming in', 'Market stall', 'Something that glows', 'Hero in disguise', 'Reflections',
  'The last train home', 'A forest spirit', 'Keys', 'A place from your childhood', 'Masks',
  'Bridges', 'An old photograph redrawn', 'A sleeping giant', 'Mushrooms', 'Fast food mascot redesign',
  'Umbrellas', 'A door to somewhere else', 'Bicycles', 'Moonlit harbour', 'Your hometown in 100 years',
  'A knight off duty', 'Teacups', 'One continuous line', 'Birds on a wire', 'A monster under the bed',
  'Kitchen still life', 'Snow day', 'Something small, drawn big', 'Lanterns', 'Winter fox',
] as const;

export const CHALLENGE_DESCRIPTIONS = [
  'Any medium, any style. Post it before midnight UTC and tag it with the theme.',
  'Keep it loose: this one is about ideas, not polish.',
  'Try a limited palette if you want an extra push.',
  'Twenty minutes is plenty. Show us your take!',
  'References are welcome; tracing is not.',
] as const;

export const COMPO_THEMES = [
  'Spring Creatures', 'Ocean Depths', 'City Lights', 'Retro Future', 'Mythical Mounts', 'Tiny Worlds',
  'Heroes of Legend', 'Cozy Interiors', 'Haunted Places', 'Desert Nomads', 'Winter Tales', 'Sky Pirates',
  'Botanical Studies', 'Monsters Next Door', 'Lost Civilisations', 'Robots in Love', 'Street Food',
  'Alien Botany', 'Fairy Tale Remix', 'Music in Motion', 'Night Market', 'Portrait of a Stranger',
  'Machines of Tomorrow', 'Small Animals, Big Feelings', 'Dreamscapes', 'Travel Journal', 'Kaiju Season',
  'The Golden Hour',
] as const;

export const COMPO_INFOS = [
  'Enter as many of your sketches as you like, each made in the app during the compo. Voting is open to everyone with an account.',
  'Winners get a year of patron membership and a place on the front page. Be kind in the discussion!',
  'Entries are judged by the community in sets of four. Keep it original: no tracing, no AI.',
] as const;

export const GROUP_TITLES = [
  'Daily Doodlers', 'Ink Club', 'Creature Lab', 'Urban Sketchers', 'Portrait Practice', 'Pixel Pushers',
  'Landscape Lovers', 'Character Design Guild', 'Mecha Hangar', 'Cat Appreciation Society', 'Watercolour Corner',
  'Gesture Gym', 'Sci-Fi Shipyard', 'Fantasy Realms', 'Still Life Studio', 'Dragon Keepers',
  'Speedpaint Sprint', 'Lineart Only', 'Monster Mash', 'Ocean Dreamers', 'Flower Garden',
  'Architecture Atlas', 'Fan Art Friday', 'Chibi Cafe', 'Anatomy Class', 'Plein Air Club',
  'Beginners Welcome', 'Night Owls', 'Colour Theory Nerds', 'Sketchbook Tour',
] as const;

export const GROUP_DESCRIPTIONS = [
  'A friendly place to share work in progress and get gentle feedback.',
  'Post your best pieces on the theme of the group. Weekly favourites get featured.',
  'Everyone is welcome, whatever your level. Be kind, be curious.',
  'Studies, experiments and happy accidents.',
  'Share one sketch a day and keep each other going.',
] as const;

export const COOP_TITLES = ['Exquisite corpse', 'Finish my landscape', 'Colour my lineart', 'Add a character', 'Continue the story', 'Fill the city'] as const;

export const STREAM_TITLES = [
  'Sunday speedpaint', 'Inking pages, come chat', 'Commission work', 'Painting a dragon', 'Sketchbook session',
  'Colour study', 'Trying new brushes', 'Character sheet WIP',
] as const;

export const MOTD_TEXTS = [
  'Welcome to the new season of daily challenges! Suggest a theme from the challenges page.',
  'Reminder: be kind in the comments. Gloperators are watching (nicely).',
  'The {compo} compo is open for entries. Show us what you make, and vote for your favourites when voting opens!',
] as const;
