// Numbered schema migrations, one file each. PRAGMA user_version holds the number of the last
// one applied; add a new file with the next number at the end of the list and never edit a
// step that has shipped (existing data dirs would not see the change).
import { migration1 } from './0001-core';
import { migration2 } from './0002-sketch-page';
import { migration3 } from './0003-community';
import { migration4 } from './0004-albums-upload-edit';
import { migration5 } from './0005-stats-content';
import { migration6 } from './0006-challenge-suggestions';
import { migration7 } from './0007-compo-votes';
import { migration8 } from './0008-awards';
import { migration9 } from './0009-profile';
import { migration10 } from './0010-edit-profile';
import { migration11 } from './0011-messages';
import { migration12 } from './0012-account-store';
import { migration13 } from './0013-group-requests';
import { migration14 } from './0014-group-admin';
import { migration15 } from './0015-moderation';
import { migration16 } from './0016-chat';
import { migration17 } from './0017-chat-sequence';
import { migration18 } from './0018-acting-and-data-edits';
import { migration19 } from './0019-trending-indexes';
import { migration20 } from './0020-stream-views';
import { migration21 } from './0021-stream-announced';
import { migration22 } from './0022-album-limit-per-user';
import { migration23 } from './0023-activity-read-marks';
import { migration24 } from './0024-ratings-by-sketch-and-date';
import { migration25 } from './0025-birthdays-and-merges';
import { migration26 } from './0026-ids-never-given-again';
import { migration27 } from './0027-request-answers';
import { migration28 } from './0028-stream-watchers';
import { migration29 } from './0029-album-ids-never-given-again';
import type { Migration } from './migration';

export type { Migration } from './migration';

/** In the order they apply. */
export const migrations: readonly Migration[] = [migration1, migration2, migration3, migration4, migration5, migration6, migration7, migration8, migration9, migration10, migration11, migration12, migration13, migration14, migration15, migration16, migration17, migration18, migration19, migration20, migration21, migration22, migration23, migration24, migration25, migration26, migration27, migration28, migration29];
