// TypeBox's compiler with the service's one setting: up to MAX_REPORTED_ERRORS problems are reported
// for a request (TypeBox's own default is 8). Every schema the server checks is compiled here.
import { Compile } from 'typebox/compile';
import { Settings } from 'typebox/system';
import { MAX_REPORTED_ERRORS } from './schema-problems.js';

Settings.Set({ maxErrors: MAX_REPORTED_ERRORS });

export const compileSchema = Compile;
