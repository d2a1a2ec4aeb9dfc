curl --get http://127.0.0.1:4000/graphql \
  --data-urlencode 'query=query ToolsIn($category: String) { toolNames(category: $category) }' \
  --data-urlencode 'variables={"category": "hand"}'
