// The sample worker for graphql 16 (worker.ts): graphql comes in the worker's own script.
import * as graphql from 'graphql-16';
import {serveOneRun} from './worker';

serveOneRun(graphql);
