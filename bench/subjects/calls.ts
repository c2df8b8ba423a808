/** The subjects page's three calls, by the name the table shows. */
export function subjectsPageCalls(institutionId: number): { key: string; label: string; path: string }[] {
  return [
    {
      key: 'institution',
      label: 'institution with my role',
      path: `/v3/institutions/${institutionId}?includeMyRole=true&permissions=true`,
    },
    {
      key: 'list',
      label: 'subject list with permissions',
      path: `/v3/subjects?institutionId=${institutionId}&permissions=true`,
    },
    {
      key: 'archived',
      label: 'archived-subjects check',
      path: `/v3/institutions/${institutionId}/anyArchivedAubjects`,
    },
  ];
}
