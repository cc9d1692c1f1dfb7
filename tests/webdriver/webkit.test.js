// The WebDriver suite (suite.js) and the phone's screen (phone.js) in WebKit: WebKitGTK's
// MiniBrowser through WebKitWebDriver, on the X display in DISPLAY (scripts/test-webdriver.sh
// starts Xvfb).
import { defineSuite } from './suite.js';
import { definePhoneSuite } from './phone.js';

defineSuite('webkit');
definePhoneSuite('webkit');
