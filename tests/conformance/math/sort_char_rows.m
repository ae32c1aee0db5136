% sorting the characters of each row
sort(['dcba'; 'zyxw'], 2)
sortrows(['bb'; 'ab'; 'ba'])
