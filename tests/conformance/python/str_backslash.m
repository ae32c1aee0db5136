py.str(sprintf('The rain\nin Spain.'))
py.str('The rain\nin Spain.')
split(py.str('The rain\nin Spain.'))
