import { Space, Typography } from 'antd';
import type { AdminColumn } from './admin-list';

/** A person in a list: the name, and the e-mail under it. */
function PersonLines({ name, email }: { name: string; email: string }) {
  return (
    <Space orientation="vertical" size={0}>
      <span>{name}</span>
      <Typography.Text type="secondary">{email}</Typography.Text>
    </Space>
  );
}

/** A user in a list, by their name and surname. */
export function PersonCell({
  person,
}: {
  person: { name: string; surname: string; email: string };
}) {
  return <PersonLines name={`${person.name} ${person.surname}`} email={person.email} />;
}

/** A column of a person, shown as PersonCell shows one; `sort` names the API's field. */
export function personColumn<Row>(
  title: string,
  person: (row: Row) => { name: string; email: string },
  sort?: string,
): AdminColumn<Row> {
  return {
    title,
    ...(sort ? { sort } : { key: 'person' }),
    render: (_value, row) => <PersonLines {...person(row)} />,
  };
}
