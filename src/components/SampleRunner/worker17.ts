// The sample worker for graphql 17 (worker.ts): graphql comes in the worker's own script.
import * as graphql from 'graphql';
import {serveOneRun} from './worker';

serveOneRun(graphql);
