// The one Oware position every engine saves a picture of (tests/webdriver/suite.js for Firefox
// and WebKit, tests/e2e/engines.test.js for Chromium), so that the pictures can be compared.
import { join } from 'node:path';
import { SHOTS } from '../e2e/browser.js';

/** Where the pictures go: screenshots/engines/oware-<engine>.png. */
export const ENGINE_SHOTS = join(SHOTS, 'engines');
/** The position: these pits played from the start of Oware Abapa, two players. */
export const SHOT_MOVES = [2, 8, 3, 10];
/** Its pits once played. */
export const SHOT_PITS = '6,5,1,1,6,6,6,5,1,5,0,6';
/** The viewport of the picture, CSS pixels. */
export const SHOT_VIEWPORT = { width: 1000, height: 600 };
