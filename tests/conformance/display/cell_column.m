% a column cell
c = {1; 'two'; [3 4]}
