curl http://127.0.0.1:4000/graphql \
  --header 'content-type: application/json' \
  --data '{"query": "{ libraryName toolNames }"}'
