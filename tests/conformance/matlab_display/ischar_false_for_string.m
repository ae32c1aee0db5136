str = ["Smith","Chung","Morales"; "Sanchez","Peterson","Adams"];
tf = ischar(str)
