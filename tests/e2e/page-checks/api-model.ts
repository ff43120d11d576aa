import path from 'node:path';
import { publishedBuilds } from '../../../plugins/api-reference';
import { TEST_RELEASES } from '../../../docusaurus.test.config';

/** Every release the test build publishes (documented first), built once for every check and spec that needs them. */
export const API_BUILDS = publishedBuilds(path.join(__dirname, '../../..'), TEST_RELEASES);

/** The documented release's API model, from which the pages at /api/ are generated. */
export const API_MODEL = API_BUILDS[0]!.model;
