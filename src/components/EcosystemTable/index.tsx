import {GRAPHQL_17_VERSION, graphql17Ecosystem} from '@site/src/data/graphql17Ecosystem';

/** The graphql 17 compatibility of common server libraries, from src/data/graphql17Ecosystem.ts. */
export default function EcosystemTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Package</th>
          <th scope="col">Role</th>
          <th scope="col">Version checked</th>
          <th scope="col">
            <code>graphql</code> peer dependency
          </th>
          <th scope="col">Accepts {GRAPHQL_17_VERSION}</th>
          <th scope="col">What to do</th>
        </tr>
      </thead>
      <tbody>
        {graphql17Ecosystem.map((entry) => (
          <tr key={entry.name}>
            <th scope="row">
              <a href={`https://www.npmjs.com/package/${entry.name}/v/${entry.version}`}>
                <code>{entry.name}</code>
              </a>
            </th>
            <td>{entry.role}</td>
            <td>{entry.version}</td>
            <td>{entry.graphqlPeer === null ? 'none' : <code>{entry.graphqlPeer}</code>}</td>
            <td>{entry.accepts17 ? 'Yes' : 'No'}</td>
            <td>{entry.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
