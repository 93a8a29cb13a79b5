// Word banks for believable demo content. Plain data; the generators combine them.

export const NICK_PREFIXES = [
  'Inky', 'Sketchy', 'Pastel', 'Charcoal', 'Doodle', 'Brushy', 'Graphite', 'Velvet', 'Lunar',
  'Mossy', 'Crimson', 'Cobalt', 'Umber', 'Sepia', 'Neon', 'Paper', 'Pencil', 'Quill', 'Hatch',
  'Smudge', 'Gouache', 'Ochre', 'Indigo', 'Pixel', 'Linework', 'Foxy', 'Sleepy', 'Wild', 'Tiny',
  'Salty', 'Misty', 'Rusty', 'Dusty', 'Cloudy', 'Stormy', 'Sunny', 'Bold', 'Quiet', 'Swift',
] as const;

export const NICK_NAMES = [
  'Ada', 'Kai', 'Mira', 'Theo', 'Juno', 'Noor', 'Leo', 'Ines', 'Oskar', 'Yuki', 'Tomas', 'Ava',
  'Rafa', 'Lena', 'Ivo', 'Sana', 'Milo', 'Zoe', 'Emil', 'Nia', 'Bruno', 'Elif', 'Hugo', 'Isla',
  'Arjun', 'Maya', 'Felix', 'Aiko', 'Luca', 'Freya', 'Omar', 'Vera', 'Niko', 'Alba', 'Jonas',
  'Leila', 'Pablo', 'Saga', 'Tariq', 'Wren', 'Marek', 'Chloe', 'Dario', 'Esme', 'Finn', 'Greta',
  'Hana', 'Ilya', 'Jade', 'Kofi', 'Lior', 'Mateo', 'Nadia', 'Otto', 'Priya', 'Quinn', 'Rosa',
] as const;

export const NICK_NOUNS = [
  'draws', 'sketches', 'ink', 'art', 'studio', 'lines', 'paints', 'doodles', 'canvas', 'brush',
  'pencil', 'scribbles', 'atelier', 'works', 'illustrates',
] as const;

export const TITLE_ADJECTIVES = [
  'Quiet', 'Lost', 'Golden', 'Rainy', 'Electric', 'Forgotten', 'Little', 'Sleeping', 'Midnight',
  'Autumn', 'Frozen', 'Hidden', 'Wandering', 'Morning', 'Broken', 'Velvet', 'Paper', 'Distant',
  'Crimson', 'Silver', 'Restless', 'Gentle', 'Ancient', 'Blue', 'Wild',
] as const;

export const TITLE_NOUNS = [
  'Fox', 'Harbor', 'Garden', 'Dragon', 'Lighthouse', 'Portrait', 'Forest', 'Cat', 'City',
  'Robot', 'Owl', 'Mountain', 'Girl', 'Knight', 'Whale', 'Tram', 'Orchard', 'Moth', 'Witch',
  'Bridge', 'Window', 'Kitchen', 'Desert', 'Market', 'Shore', 'Tea Party', 'Astronaut', 'Koi',
] as const;

export const TITLE_PATTERNS = [
  '{adj} {noun}', 'The {adj} {noun}', '{noun} study', '{noun} at dusk', 'Study of a {noun}',
  '{adj} {noun} II', 'Daily sketch #{n}', 'WIP {noun}', '{noun} in the rain', 'Speedpaint: {noun}',
  '{noun} and {noun2}', 'Inktober day {day}', 'Gesture practice {n}',
] as const;

export const TAGS = [
  'portrait', 'landscape', 'character', 'fanart', 'study', 'anatomy', 'dragon', 'cat', 'scifi',
  'fantasy', 'urbansketch', 'inktober', 'watercolor', 'lineart', 'speedpaint', 'animals',
  'plein-air', 'concept', 'chibi', 'pixelart', 'gesture', 'stilllife', 'mecha', 'nature',
  'selfportrait', 'ocean', 'flowers', 'architecture', 'monster', 'doodle',
] as const;

export const DESCRIPTION_SENTENCES = [
  'Started this on the train and finished it at home.',
  'Trying out a new brush set, feedback welcome!',
  'A quick study from life, about 20 minutes.',
  'Based on a dream I had last week.',
  'Still learning hands, be gentle.',
  'Colour palette borrowed from an old poster.',
  'My entry for this week\'s theme.',
  'Layers: 14. Coffee: too much.',
  'Experimenting with limited values.',
  'Redraw of a sketch from two years ago.',
  'No reference, just vibes.',
  'Practising perspective with a three-point grid.',
] as const;

export const COMMENT_TEXTS = [
  'Love the colours!', 'This is amazing', 'The lighting here is so good.', 'Wow, great linework!',
  'How long did this take?', 'That expression is perfect.', 'So moody, I love it.',
  'Beautiful composition.', 'The texture on this is wonderful', 'Rules! :)',
  'Which brush did you use for the background?', 'This made my day.', 'Stunning work as always',
  'The perspective is spot on.', 'Cute!!', 'Your style keeps getting better.',
  'I can feel the wind in this one.', 'Great use of negative space.', 'Nice study!',
  'This deserves to be featured.', 'Those reflections in the water!', 'So cozy.',
  'The hands are really well done.', 'Amazing detail in such a small piece.',
] as const;

export const PROFILE_COMMENT_TEXTS = [
  'Thanks for the fan!', 'Your gallery is so inspiring.', 'Happy birthday!', 'Welcome to the community!',
  'Can\'t wait to see what you draw next.', 'Loved your last compo entry.', 'Thanks for the hearts :)',
] as const;

export const ABOUT_SENTENCES = [
  'I draw every day on my tablet.', 'Illustrator by night, accountant by day.',
  'Mostly landscapes and cats.', 'Learning to draw one sketch at a time.',
  'Comics, concept art and too much coffee.', 'Plein-air sketcher, rain or shine.',
  'Art student. Feedback always welcome.', 'I like dragons. A lot.', 'Retired teacher, new to digital art.',
  'Inktober survivor.', 'Please do not repost my art without credit.',
] as const;

export const ALBUM_TITLES = [
  'Favourites', 'Studies', 'Inktober', 'Characters', 'Landscapes', 'Sketchbook', 'Work in progress',
  'Best of the year', 'Commissions', 'Animals', 'Portraits', 'Speedpaints', 'Old stuff',
] as const;

export const COLLECTION_TITLES = [
  'Inspiration', 'Amazing colours', 'Lighting references', 'Favourite artists', 'Pose references',
  'Cozy scenes', 'Dragons of the community', 'Beautiful landscapes',
] as const;

export const DEVICES = ['iPad Pro', 'iPad Air', 'iPhone 15', 'Galaxy Tab S9', 'Pixel 8', 'Android tablet', 'Web'] as const;
