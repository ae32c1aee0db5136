C = char({'foo','bar'})
