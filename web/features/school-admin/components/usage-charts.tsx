import '../school-admin-i18n.ts';
import { Paper, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { UsageWeek } from '../../../../common/usage/schema.ts';
import { useDayFormat } from './use-day-format.ts';

/** Colours that keep 3:1 against white and apart from one another (WCAG 1.4.11). */
const COLOURS = {
  teachers: '#1c7ed6',
  students: '#e8590c',
  lessons: '#2b8a3e',
  answers: '#862e9c',
  joined: '#c92a2a',
};

const CHART_HEIGHT = 260;

function ChartCard({ id, title, children }: { id: string; title: string; children: React.ReactElement }) {
  const { t } = useTranslation();
  return (
    <Paper component="figure" withBorder p="md" m={0} aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {/* The chart is a picture of the figures; the table view gives them to screen readers. */}
      <div role="img" aria-label={t('schoolAdmin.usage.chartAlt', { title })}>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          {children}
        </ResponsiveContainer>
      </div>
      <Text component="figcaption" size="sm" c="dimmed" mt="xs">
        {t('schoolAdmin.usage.chartCaption')}
      </Text>
    </Paper>
  );
}

/** The weekly figures as two charts: active people, and what they did. */
export function UsageCharts({ weeks }: { weeks: readonly UsageWeek[] }) {
  const { t } = useTranslation();
  const day = useDayFormat();
  const data = useMemo(() => weeks.map((w) => ({ ...w, label: day(w.weekStart) })), [weeks, day]);
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={12} />
      <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12 }} />
      <Tooltip />
      <Legend />
    </>
  );
  return (
    <>
      <ChartCard id="usage-active-chart" title={t('schoolAdmin.usage.activeChart')}>
        <LineChart data={data} accessibilityLayer={false}>
          {axes}
          <Line
            type="monotone"
            dataKey="activeTeachers"
            name={t('schoolAdmin.usage.column.activeTeachers')}
            stroke={COLOURS.teachers}
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="activeStudents"
            name={t('schoolAdmin.usage.column.activeStudents')}
            stroke={COLOURS.students}
            strokeWidth={2}
            strokeDasharray="6 3"
            isAnimationActive={false}
          />
        </LineChart>
      </ChartCard>
      <ChartCard id="usage-activity-chart" title={t('schoolAdmin.usage.activityChart')}>
        <BarChart data={data} accessibilityLayer={false}>
          {axes}
          <Bar
            dataKey="lessonsPublished"
            name={t('schoolAdmin.usage.column.lessonsPublished')}
            fill={COLOURS.lessons}
            isAnimationActive={false}
          />
          <Bar
            dataKey="answersSubmitted"
            name={t('schoolAdmin.usage.column.answersSubmitted')}
            fill={COLOURS.answers}
            isAnimationActive={false}
          />
          <Bar
            dataKey="studentsJoined"
            name={t('schoolAdmin.usage.column.studentsJoined')}
            fill={COLOURS.joined}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartCard>
    </>
  );
}
