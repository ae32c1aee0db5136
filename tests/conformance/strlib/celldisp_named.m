% celldisp with a display name; an expression without a name shows as ans
celldisp({'row1', 'x'}, 'myCells')
celldisp({'only'})
