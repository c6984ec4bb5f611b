import { Space, Typography } from 'antd';

/** A person in a list: the name, and the e-mail under it. */
export function PersonCell({
  person,
}: {
  person: { name: string; surname: string; email: string };
}) {
  return (
    <Space orientation="vertical" size={0}>
      <span>
        {person.name} {person.surname}
      </span>
      <Typography.Text type="secondary">{person.email}</Typography.Text>
    </Space>
  );
}
