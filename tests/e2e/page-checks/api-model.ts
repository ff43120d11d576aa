import path from 'node:path';
import { runApiPipeline } from '../../../plugins/api-reference/pipeline';

/** The API model the pages are generated from, read once for every check and spec that needs it. */
export const API_MODEL = runApiPipeline(path.join(__dirname, '../../../api')).model;
