import * as subjectEndpoints from '../../../common/subjects/endpoints.ts';
import { describeResourceMatrix } from '../../test/resource-matrix.ts';

describeResourceMatrix('subjects', subjectEndpoints);
