import * as answerEndpoints from '../../../common/activities/answer-endpoints.ts';
import * as activityEndpoints from '../../../common/activities/endpoints.ts';
import { describeResourceMatrix } from '../../test/resource-matrix.ts';

describeResourceMatrix('lessons, questions and answers', { ...activityEndpoints, ...answerEndpoints });
