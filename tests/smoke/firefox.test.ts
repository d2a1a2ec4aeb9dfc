// The smoke flows (flows.ts) in Debian's firefox-esr.
import {launchFirefox} from './firefox';
import {defineSmokeTests} from './flows';

defineSmokeTests('Firefox', launchFirefox);
