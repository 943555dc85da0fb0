/*
 * The types of require('libboggle'): the same calls as the ES module's
 * (boggle.d.ts), on the object that require gives.
 */
import type api from './boggle.js';

declare const boggle: typeof api;
export = boggle;
