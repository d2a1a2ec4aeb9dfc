curl http://127.0.0.1:4000/graphql \
  --header 'content-type: application/json' \
  --data '{
    "query": "query ToolsIn($category: String) { toolNames(category: $category) }",
    "variables": { "category": "power" },
    "operationName": "ToolsIn"
  }'
