pStudent = py.tuple({'Robert',19,'Biology'})
S = cell(pStudent)
pStudent(1:2)
pStudent{3}
subject = py.tuple({'Biology'})
